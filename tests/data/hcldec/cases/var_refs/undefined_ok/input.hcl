a = does_not_exist
