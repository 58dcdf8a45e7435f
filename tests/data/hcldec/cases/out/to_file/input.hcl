v = "written"
