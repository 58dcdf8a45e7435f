==true
~}  :
+
