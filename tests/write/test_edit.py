"""Editing: each operation; what is not touched stays byte for byte, what
is added is laid out as hclfmt would."""

from __future__ import annotations

import pytest

import hclkit
from hclkit.write import Block

SRC = """\
# Settings for the web tier.
variable "region" {
  default = "us-east-1" # where it runs
}

resource "aws_instance" "web" {
  # The image to boot.
  ami           = "ami-123"
  instance_type = "t3.micro" # small

  one { a = 1 }
  empty {}
}

resource "aws_instance" "db" {
  ami = "ami-456"
}
"""


def _web(doc: hclkit.write.Document) -> Block:
    return doc.body.find_blocks("resource", "aws_instance", "web")[0]


def test_untouched_document_is_the_source() -> None:
    assert str(hclkit.edit(SRC)) == SRC


def test_set_existing_attribute_keeps_its_comments_and_padding() -> None:
    doc = hclkit.edit(SRC)
    _web(doc).body.set_attribute("ami", "ami-789")
    assert str(doc) == SRC.replace('"ami-123"', '"ami-789"')


def test_new_attribute_is_aligned_with_its_neighbours() -> None:
    doc = hclkit.edit("a {\n  name   = 1\n  longer = 2\n}\n")
    doc.body.find_blocks("a")[0].body.set_attribute("x", True)
    assert str(doc) == "a {\n  name   = 1\n  longer = 2\n  x      = true\n}\n"
    assert hclkit.fmt(str(doc)) == str(doc)


def test_new_longer_attribute_realigns_an_aligned_group() -> None:
    doc = hclkit.edit("a = 1\nbb = 2\n".replace("a = 1", "a  = 1"))
    doc.body.set_attribute("longest", 3)
    assert str(doc) == "a       = 1\nbb      = 2\nlongest = 3\n"
    assert hclkit.fmt(str(doc)) == str(doc)


def test_new_attribute_after_a_blank_line_is_not_aligned() -> None:
    doc = hclkit.edit("alpha = 1\n\n")
    doc.body.set_attribute("b", 2)
    assert str(doc) == "alpha = 1\n\nb = 2\n"


def test_set_attribute_raw_is_formatted() -> None:
    doc = hclkit.edit(SRC)
    _web(doc).body.set_attribute_raw("count", "var.n+1")
    assert '  count = var.n + 1\n}\n\nresource "aws_instance" "db"' in str(doc)


def test_set_attribute_raw_rejects_what_does_not_parse() -> None:
    doc = hclkit.edit(SRC)
    with pytest.raises(hclkit.HCLError):
        doc.body.set_attribute_raw("x", "1 +")
    assert str(doc) == SRC


def test_set_attribute_to_a_parsed_expression() -> None:
    expr, _ = hclkit.parse_expression("upper(var.name)")
    doc = hclkit.edit("a = 1\n")
    doc.body.set_attribute("b", expr)
    assert str(doc) == "a = 1\nb = upper(var.name)\n"


def test_strings_are_escaped() -> None:
    doc = hclkit.edit("")
    doc.body.set_attribute("s", 'say "${hi}" and %{x} \\ \n\t\x01')
    assert str(doc) == 's = "say \\"$${hi}\\" and %%{x} \\\\ \\n\\t\\u0001"\n'
    value, _ = hclkit.parse(str(doc))[0].body.attributes["s"].expr.value(None)
    assert value.as_string() == 'say "${hi}" and %{x} \\ \n\t\x01'


def test_multi_line_string_as_heredoc() -> None:
    doc = hclkit.edit("x {\n}\n")
    doc.body.find_blocks("x")[0].body.set_attribute("t", "one ${a}\ntwo\n", heredocs=True)
    assert str(doc) == "x {\n  t = <<EOT\none $${a}\ntwo\nEOT\n}\n"
    value, _ = hclkit.parse(str(doc))[0].body.blocks[0].body.attributes["t"].expr.value(None)
    assert value.as_string() == "one ${a}\ntwo\n"


def test_object_value_laid_out_at_depth() -> None:
    doc = hclkit.edit(SRC)
    _web(doc).body.set_attribute("tags", {"Name": "web", "Environment": "prod"})
    assert ('  tags = {\n    Name        = "web"\n    Environment = "prod"\n  }\n}\n'
            in str(doc))


def test_remove_attribute_with_its_comments() -> None:
    doc = hclkit.edit(SRC)
    assert _web(doc).body.remove_attribute("ami")
    assert "The image" not in str(doc) and "ami-123" not in str(doc)
    assert str(doc) == SRC.replace('  # The image to boot.\n  ami           = "ami-123"\n', "")
    assert not _web(doc).body.remove_attribute("nothing")


def test_append_block_and_fill_it() -> None:
    doc = hclkit.edit(SRC)
    block = _web(doc).body.append_block("lifecycle")
    block.body.set_attribute("create_before_destroy", True)
    assert ("  empty {}\n\n  lifecycle {\n    create_before_destroy = true\n  }\n}\n"
            in str(doc))
    top = doc.body.append_block("output", ["ip"])
    top.body.set_attribute("value", 1)
    assert str(doc).endswith('}\n\noutput "ip" {\n  value = 1\n}\n')
    assert hclkit.fmt(str(doc)) == str(doc)


def test_one_line_and_empty_blocks_open_up() -> None:
    doc = hclkit.edit(SRC)
    _web(doc).body.find_blocks("one")[0].body.set_attribute("bb", 2)
    _web(doc).body.find_blocks("empty")[0].body.set_attribute("z", None)
    assert "  one {\n    a  = 1\n    bb = 2\n  }\n  empty {\n    z = null\n  }\n" in str(doc)
    assert hclkit.fmt(str(doc)) == str(doc)


def test_value_that_opens_a_line_leaves_the_run() -> None:
    doc = hclkit.edit("a   = 1\nbbb = 2\ncc  = 3\n")
    doc.body.set_attribute("bbb", {"k": 1})
    assert str(doc) == "a = 1\nbbb = {\n  k = 1\n}\ncc = 3\n"
    assert hclkit.fmt(str(doc)) == str(doc)


def test_removal_shrinks_a_lined_up_run_but_not_one_written_otherwise() -> None:
    doc = hclkit.edit("a       = 1\nlongest = 2\nbb      = 3\n")
    doc.body.remove_attribute("longest")
    assert str(doc) == "a  = 1\nbb = 3\n"
    doc = hclkit.edit("a = 1\nlongest  = 2\nbb   = 3\n")
    doc.body.remove_attribute("longest")
    assert str(doc) == "a = 1\nbb   = 3\n"


def test_multi_line_value_in_a_one_line_block() -> None:
    doc = hclkit.edit('x {\n  p "l" { c = 1 }\n}\n')
    inner = doc.body.find_blocks("x")[0].body.find_blocks("p")[0]
    attr = inner.body.get_attribute("c")
    inner.body.set_attribute("c", {"k": [1, 2]})
    assert str(doc) == 'x {\n  p "l" {\n    c = {\n      k = [1, 2]\n    }\n  }\n}\n'
    assert inner.body.get_attribute("c") is attr


def test_remove_block() -> None:
    doc = hclkit.edit(SRC)
    db = doc.body.find_blocks("resource", "aws_instance", "db")[0]
    doc.body.remove_block(db)
    assert str(doc) == SRC[:SRC.index('resource "aws_instance" "db"')]


def test_find_blocks_by_label_prefix() -> None:
    doc = hclkit.edit(SRC)
    assert len(doc.body.find_blocks("resource")) == 2
    assert len(doc.body.find_blocks("resource", "aws_instance")) == 2
    assert [b.labels for b in doc.body.find_blocks("resource", "aws_instance", "db")] == [
        ["aws_instance", "db"]]
    assert doc.body.find_blocks("resource", "other") == []


def test_set_labels_and_rename() -> None:
    doc = hclkit.edit(SRC)
    var = doc.body.find_blocks("variable")[0]
    var.set_labels(["zone"])
    var.rename("input")
    _web(doc).body.rename_attribute("instance_type", "size")
    out = str(doc)
    assert out.startswith('# Settings for the web tier.\ninput "zone" {\n')
    # The run of attributes is lined up again, as hclfmt would.
    assert '  ami  = "ami-123"\n  size = "t3.micro" # small\n' in out
    assert hclkit.fmt(out) == out


def test_names_must_be_identifiers() -> None:
    doc = hclkit.edit("")
    with pytest.raises(ValueError):
        doc.body.set_attribute("not a name", 1)
    with pytest.raises(ValueError):
        doc.body.append_block("a.b")


def test_keywords_are_names_of_attributes_and_blocks() -> None:
    # The reference reads `for = 1` as an attribute and `for "x" {}` as a block.
    doc = hclkit.edit("for = 1\n")
    doc.body.set_attribute("for", 2)
    doc.body.set_attribute("in", True)
    doc.body.append_block("if", ["x"]).body.set_attribute("null", None)
    assert str(doc) == 'for = 2\nin  = true\n\nif "x" {\n  null = null\n}\n'
    assert hclkit.loads(str(doc)) == {"for": 2, "in": True, "if": {"x": {"null": None}}}


def test_edit_rejects_a_source_that_does_not_parse() -> None:
    with pytest.raises(hclkit.HCLError):
        hclkit.edit("a = \n")



def _formatted(src: str) -> str:
    """``src``, checked to be as hclfmt writes it (the formatter is itself
    checked against hclfmt)."""
    assert hclkit.fmt(src) == src
    return src


def test_comments_line_up_again_after_an_edit() -> None:
    doc = hclkit.edit(_formatted("a  = 1 # x\nbb = 2 # y\n"))
    doc.body.set_attribute("a", "a longer value")
    assert str(doc) == 'a  = "a longer value" # x\nbb = 2                # y\n'
    assert hclkit.fmt(str(doc)) == str(doc)
    doc.body.set_attribute("a", 1)  # and back
    assert str(doc) == "a  = 1 # x\nbb = 2 # y\n"


def test_comment_runs_cross_block_lines_as_hclfmt_lines_them_up() -> None:
    src = _formatted("a = 1   # x\nb {     # y\n  c = 2 # z\n}\nd = 3\n")
    doc = hclkit.edit(src)
    doc.body.find_blocks("b")[0].body.set_attribute("c", 12345)
    assert str(doc) == "a = 1       # x\nb {         # y\n  c = 12345 # z\n}\nd = 3\n"
    assert hclkit.fmt(str(doc)) == str(doc)
    doc = hclkit.edit(src)
    doc.body.find_blocks("b")[0].rename("longer_name")
    # (the expected texts here are what the reference hclfmt makes of the edited lines)
    assert str(doc) == "a = 1         # x\nlonger_name { # y\n  c = 2       # z\n}\nd = 3\n"
    assert hclkit.fmt(str(doc)) == str(doc)


def test_removal_lets_the_rest_of_a_comment_run_close_up() -> None:
    doc = hclkit.edit(_formatted("a       = 1 # x\nlongest = 2 # y\nbb      = 3 # z\n"))
    doc.body.remove_attribute("longest")
    assert str(doc) == "a  = 1 # x\nbb = 3 # z\n"
    doc = hclkit.edit(_formatted("a = 1 # x\nb {\n  c = 1\n}\nd = 22222 # z\n"))
    doc.body.remove_block(doc.body.find_blocks("b")[0])
    assert str(doc) == "a = 1     # x\nd = 22222 # z\n"


def test_comments_written_otherwise_and_broken_runs_stay() -> None:
    src = "a = 1 # x\nbb = 2    # y\nccc = 3  # z\n"  # not lined up: left as written
    doc = hclkit.edit(src)
    doc.body.set_attribute("a", 100)
    assert str(doc) == src.replace("a = 1", "a = 100")
    src = _formatted('a = "x" # x\nh = <<EOT\nhi # not a comment\nEOT\nd = 1 # z\n')
    doc = hclkit.edit(src)
    doc.body.set_attribute("d", 12345)  # the heredoc ends the run
    assert str(doc) == src.replace("d = 1", "d = 12345")
    doc = hclkit.edit(src)
    doc.body.set_attribute("a", "longer")
    assert str(doc) == src.replace('"x"', '"longer"')
    assert hclkit.fmt(str(doc)) == str(doc)


def test_a_comment_between_name_and_equals_stays_whole() -> None:
    # a fuzzing find: the first "=" of that text was inside the comment
    src = "a /*= 1\n>}\n*/= 2\nb   = 3\n"
    doc = hclkit.edit(src)
    doc.body.set_attribute("a", {"k": 1})
    doc.body.rename_attribute("a", "renamed")
    doc.body.set_attribute("bb", 4)
    out = str(doc)
    assert out.startswith("renamed /*= 1\n>}\n*/= {\n  k = 1\n}\n")
    file, diags = hclkit.parse(out)
    assert not diags.has_errors()
    assert sorted(file.body.attributes) == ["b", "bb", "renamed"]
    doc = hclkit.edit("x /* c */ = 1\nyy = 2\n")  # not lined up: the comment keeps its place
    doc.body.set_attribute("yy", 3)
    doc.body.rename_attribute("x", "longer")
    assert str(doc) == "longer /* c */ = 1\nyy = 3\n"
