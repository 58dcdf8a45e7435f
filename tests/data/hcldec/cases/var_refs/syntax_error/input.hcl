a = foo +
