# spec [Keywords]: There are no globally-reserved words, but in some contexts certain identifiers are reserved to function as keywords.
for    = 1
if     = 2
in     = 3
endfor = 4
else   = 5
endif  = 6
true   = 7
null   = 8
