x = a ? b : c ? d : e
