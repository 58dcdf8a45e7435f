a = f(s, n, b, l, t, e, o, o1, nn, l1, m, e0, ob0, big, fr, neg, set, mp, u)
