/.* "%{if x}y%{endif}" =>

=

-
&&

true
} if
}
%~}
>= }
+ /* c */ >=)
1
{
  +  