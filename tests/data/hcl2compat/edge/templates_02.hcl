x = "$${lit} %%{lit}"
