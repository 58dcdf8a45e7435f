resource <<EOT
x
EOT
{
}
