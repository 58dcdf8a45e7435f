v = (
  true ?
  "a"
  :
  [] 
)
