a = 1+2*3-4/5%6
b = x==y&&z!=w||!v
c = -1
d = - x
e = x-1
f = x - -1
g = x<=y
h = x>=y
i = x<y
j = x>y
k = cond?a:b
l = !(a&&b)
m = (a+b)*c
n = [-1,-2,- 3]
o = {a=-1,b=!c}
p = f(-1, !x)
q = x? -1 : -2
r = 1.5e10
s = a.b.c[0]["k"][*].d
t = a.*.b
u = a[*]
v = f(x...)
w = [for x in xs: x*2 if x>0]
x = {for k,v in m: k=>v...}
y = foo.bar(1,2)
z = "${a}${b+1}"
