b = xs[*.id
