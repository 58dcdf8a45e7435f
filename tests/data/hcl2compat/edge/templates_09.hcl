x = "%{ for x in l ~}
${x}
%{~ endfor }"
