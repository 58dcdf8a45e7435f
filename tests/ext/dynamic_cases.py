"""The ``dynamic`` block cases recorded from the reference (``hcl-oracle
dynamic``): each a name, a native-syntax source and the variables it is
expanded with (``{"name": {"type": T, "value": V}}``; ``"unknown": true``
for an unknown).  ``native_only`` marks sources the JSON syntax cannot say, or says
differently: a property it does not expect is its own "Extraneous JSON
object property", and labels are levels of nesting there."""

from __future__ import annotations

from typing import Any

LIST_NUM: dict[str, Any] = {"type": ["list", "number"], "value": [10, 20, 30]}
MAP_OBJ = {"type": ["map", ["object", {"port": "number", "label": "string"}]],
           "value": {"web": {"port": 80, "label": "w"}, "api": {"port": 8080, "label": "a"}}}


def case(name: str, src: str, variables: dict[str, Any] | None = None,
         native_only: bool = False) -> dict[str, Any]:
    return {"name": name, "src": src, "vars": variables or {}, "native_only": native_only}


CASES: list[dict[str, Any]] = [
    case("seed_example", '''
job "example" {
  datacenters = ["dc1"]
  group "cache" {
    network {
      mode = "host"
      dynamic "port" {
        for_each = local.ports
        labels = [port.value.port_label]
        content {
          to = port.value.port
        }
      }
    }
  }
}
''', {"local": {"type": ["object", {"ports": ["tuple", [
        ["object", {"port_label": "string", "port": "number"}],
        ["object", {"port_label": "string", "port": "number"}]]]}],
        "value": {"ports": [{"port_label": "api", "port": 80},
                            {"port_label": "ui", "port": 8080}]}}}),
    case("list", '''
dynamic "item" {
  for_each = xs
  content {
    index = item.key
    value = item.value
  }
}
''', {"xs": LIST_NUM}),
    case("list_literal", '''
dynamic "item" {
  for_each = ["a", "b"]
  content {
    v = item.value
  }
}
'''),
    case("tuple_mixed", '''
dynamic "item" {
  for_each = ["a", 1, true, null]
  content {
    k = item.key
    v = item.value
  }
}
'''),
    case("set", '''
dynamic "item" {
  for_each = s
  content {
    k = item.key
    v = item.value
  }
}
''', {"s": {"type": ["set", "string"], "value": ["c", "a", "b"]}}),
    case("set_numbers", '''
dynamic "item" {
  for_each = toset([3, 1, 2, 1])
  content {
    v = item.value
  }
}
'''),
    case("map", '''
dynamic "svc" {
  for_each = m
  labels = [svc.key]
  content {
    port = svc.value.port
    label = svc.value.label
  }
}
''', {"m": MAP_OBJ}),
    case("object", '''
dynamic "svc" {
  for_each = {zeta = 1, alpha = "two", mid = [3]}
  content {
    k = svc.key
    v = svc.value
  }
}
'''),
    case("empty_list", '''
before = 1
dynamic "item" {
  for_each = []
  content {
    v = item.value
  }
}
'''),
    case("empty_map", '''
dynamic "item" {
  for_each = {}
  content {
    v = item.value
  }
}
'''),
    case("iterator", '''
dynamic "item" {
  for_each = xs
  iterator = it
  content {
    v = it.value
    k = it.key
  }
}
''', {"xs": LIST_NUM}),
    case("iterator_hides_default", '''
dynamic "item" {
  for_each = ["x"]
  iterator = it
  content {
    v = item.value
  }
}
'''),
    case("iterator_shadows_variable", '''
dynamic "item" {
  for_each = ["x", "y"]
  iterator = name
  content {
    v = name.value
    outer = other
  }
}
''', {"name": {"type": "string", "value": "outer"},
      "other": {"type": "string", "value": "o"}}),
    case("labels_two", '''
static "a" "b" {}
dynamic "static" {
  for_each = {x = "1", y = "2"}
  labels = [static.key, "v${static.value}"]
  content {
    n = static.value
  }
}
'''),
    case("labels_converted", '''
dynamic "b" {
  for_each = [1]
  labels = [1, true]
  content {}
}
'''),
    case("labels_template", '''
dynamic "b" {
  for_each = ["x", "y"]
  labels = ["pre-${b.value}-${b.key}"]
  content {}
}
'''),
    case("nested", '''
dynamic "outer" {
  for_each = m
  iterator = o
  labels = [o.key]
  content {
    name = o.key
    dynamic "inner" {
      for_each = o.value
      content {
        v = inner.value
        parent = o.key
        idx = inner.key
      }
    }
  }
}
''', {"m": {"type": ["map", ["list", "string"]], "value": {"a": ["a1", "a2"], "b": ["b1"]}}}),
    case("nested_in_static", '''
group "g" {
  name = "static"
  dynamic "task" {
    for_each = ["t1", "t2"]
    labels = [task.value]
    content {
      driver = "docker"
    }
  }
}
'''),
    case("order_with_static", '''
b {
  n = 1
}
dynamic "b" {
  for_each = [2, 3]
  content {
    n = b.value
  }
}
b {
  n = 4
}
c {}
dynamic "c" {
  for_each = [5]
  content {
    n = c.value
  }
}
'''),
    case("static_blocks_in_content", '''
dynamic "b" {
  for_each = ["x", "y"]
  content {
    inner {
      v = b.value
    }
    inner {
      v = "${b.value}2"
    }
  }
}
'''),
    case("two_dynamic_same_type", '''
dynamic "b" {
  for_each = [1]
  content {
    v = b.value
  }
}
dynamic "b" {
  for_each = [2]
  iterator = q
  content {
    v = q.value * 10
  }
}
'''),
    case("for_expression", '''
dynamic "b" {
  for_each = {for k, v in m : k => v.port if v.port > 100}
  content {
    p = b.value
  }
}
''', {"m": MAP_OBJ}),
    case("functions", '''
dynamic "b" {
  for_each = range(3)
  labels = [join("", ["n", tostring(b.value)])]
  content {
    sq = b.value * b.value
    up = upper("x${b.key}")
  }
}
'''),
    case("unknown_for_each", '''
x = 1
dynamic "b" {
  for_each = xs
  content {
    v = b.value
    c = 5
    inner {
      z = b.key
    }
  }
}
''', {"xs": {"type": ["list", "number"], "unknown": True}}),
    case("unknown_for_each_labels", '''
dynamic "b" {
  for_each = xs
  labels = ["fixed"]
  content {
    v = b.value
  }
}
''', {"xs": {"type": ["map", "string"], "unknown": True}}),
    case("unknown_for_each_label_from_iterator", '''
dynamic "b" {
  for_each = xs
  labels = [b.key]
  content {
    v = 1
  }
}
''', {"xs": {"type": ["map", "string"], "unknown": True}}),
    case("unknown_dynamic_type", '''
dynamic "b" {
  for_each = xs
  content {
    v = b.value
  }
}
''', {"xs": {"type": "dynamic", "unknown": True}}),
    case("unknown_nested", '''
dynamic "b" {
  for_each = xs
  content {
    dynamic "c" {
      for_each = [1, 2]
      labels = [c.value]
      content {
        x = c.value
      }
    }
    dynamic "d" {
      for_each = b.value
      content {
        y = d.value
      }
    }
  }
}
''', {"xs": {"type": ["list", ["list", "number"]], "unknown": True}}),
    case("unknown_elements", '''
dynamic "b" {
  for_each = [u, 1]
  content {
    k = b.key
    v = b.value
  }
}
''', {"u": {"type": "string", "unknown": True}}),
    case("unknown_set_element", '''
dynamic "b" {
  for_each = toset([u, "a"])
  content {
    v = b.value
  }
}
''', {"u": {"type": "string", "unknown": True}}),
    case("unknown_for_expression", '''
dynamic "b" {
  for_each = [for x in xs : x]
  content {
    v = b.value
  }
}
''', {"xs": {"type": ["list", "number"], "unknown": True}}),
    case("null_for_each", '''
keep = "yes"
dynamic "b" {
  for_each = n
  content {}
}
''', {"n": {"type": ["list", "string"], "value": None}}),
    case("null_literal_for_each", '''
dynamic "b" {
  for_each = null
  content {}
}
'''),
    case("string_for_each", '''
dynamic "b" {
  for_each = "abc"
  content {}
}
'''),
    case("number_for_each", '''
dynamic "b" {
  for_each = 5
  content {}
}
'''),
    case("bool_for_each", '''
dynamic "b" {
  for_each = true
  content {}
}
'''),
    case("for_each_unknown_variable", '''
dynamic "b" {
  for_each = nope
  content {}
}
'''),
    case("missing_for_each", '''
dynamic "b" {
  content {}
}
'''),
    case("missing_content", '''
dynamic "b" {
  for_each = [1]
}
'''),
    case("two_contents", '''
dynamic "b" {
  for_each = [1]
  content {}
  content {
    x = 1
  }
}
'''),
    case("unexpected_argument", '''
dynamic "b" {
  for_each = [1]
  foo = 1
  content {}
}
''', native_only=True),
    case("unexpected_block", '''
dynamic "b" {
  for_each = [1]
  other {}
  content {}
}
''', native_only=True),
    case("labels_for_unlabelled_type", '''
dynamic "b" {
  for_each = [1]
  labels = "x"
  content {}
}
''', native_only=True),
    case("labels_missing", '''
b "x" {}
dynamic "b" {
  for_each = [1]
  content {}
}
'''),
    case("labels_insufficient", '''
b "x" "y" {}
dynamic "b" {
  for_each = [1, 2]
  labels = ["p"]
  content {}
}
'''),
    case("labels_extraneous", '''
b "x" {}
dynamic "b" {
  for_each = [1]
  labels = ["p", "q", "r"]
  content {}
}
'''),
    case("label_null", '''
dynamic "b" {
  for_each = [1, 2]
  labels = [null]
  content {}
}
'''),
    case("label_not_string", '''
dynamic "b" {
  for_each = [1]
  labels = [[1]]
  content {}
}
'''),
    case("label_unknown", '''
dynamic "b" {
  for_each = [1]
  labels = [u]
  content {}
}
''', {"u": {"type": "string", "unknown": True}}),
    case("label_error_one_element", '''
dynamic "b" {
  for_each = ["ok", null, "fine"]
  labels = [b.value]
  content {
    v = b.value
  }
}
'''),
    case("labels_not_static_list", '''
b "x" {}
dynamic "b" {
  for_each = [1]
  labels = concat(["a"], [])
  content {}
}
''', native_only=True),
    case("labels_template_not_list", '''
b "x" {}
dynamic "b" {
  for_each = [1]
  labels = "[1]"
  content {}
}
''', native_only=True),
    case("iterator_string", '''
dynamic "b" {
  for_each = [1]
  iterator = "x"
  content {}
}
''', native_only=True),
    case("iterator_traversal", '''
dynamic "b" {
  for_each = [1]
  iterator = x.y
  content {}
}
'''),
    case("dynamic_without_label", '''
dynamic {
  for_each = [1]
  content {}
}
''', native_only=True),
    case("dynamic_two_labels", '''
dynamic "a" "b" {
  for_each = [1]
  content {}
}
''', native_only=True),
    case("content_attribute_error", '''
dynamic "b" {
  for_each = [1, 2]
  content {
    v = b.value + "x"
  }
}
'''),
    case("content_unknown_attr", '''
dynamic "b" {
  for_each = ["a"]
  content {
    v = b.nope
  }
}
'''),
    case("nested_error_inner", '''
dynamic "outer" {
  for_each = [[1], null, [2, 3]]
  content {
    dynamic "inner" {
      for_each = outer.value
      content {
        v = inner.value
      }
    }
  }
}
'''),
    case("nested_same_iterator_name", '''
dynamic "b" {
  for_each = ["o1"]
  iterator = it
  content {
    dynamic "c" {
      for_each = ["i1", "i2"]
      iterator = it
      content {
        v = it.value
      }
    }
  }
}
'''),
    case("deep_nesting", '''
dynamic "a" {
  for_each = [1, 2]
  content {
    dynamic "b" {
      for_each = [a.value * 10]
      content {
        dynamic "c" {
          for_each = [b.value + a.value]
          content {
            v = "${a.key}/${b.key}/${c.value}"
          }
        }
      }
    }
  }
}
'''),
    case("splat_for_each", '''
dynamic "b" {
  for_each = objs[*].name
  content {
    n = b.value
  }
}
''', {"objs": {"type": ["list", ["object", {"name": "string"}]],
               "value": [{"name": "x"}, {"name": "y"}]}}),
    case("map_of_lists_value_index", '''
dynamic "b" {
  for_each = {a = [1, 2], b = [3]}
  content {
    first = b.value[0]
    n = length(b.value)
  }
}
'''),
]
