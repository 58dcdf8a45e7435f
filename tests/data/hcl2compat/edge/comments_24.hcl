x = {
 a = [ # deep
 1]
}
