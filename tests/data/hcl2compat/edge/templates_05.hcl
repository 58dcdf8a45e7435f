x = "a ${b} %{if c}d%{endif}"
