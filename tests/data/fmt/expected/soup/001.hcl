== true
~} :
+
