# spec [Template Literals]: When the template sub-language is used standalone, a template literal can contain any unicode character, with the exception of the sequences that introduce interpolations and directives, and for the sequences that escape those introductions.
# expect: "日本語 ✓ 🎉"
example = "日本語 ✓ 🎉"
