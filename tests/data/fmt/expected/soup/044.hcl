>=

> % {
) + x

abc-d
<
abc-d true 