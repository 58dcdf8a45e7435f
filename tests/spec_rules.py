"""The rules of the information model (seed 001: types, conversion,
unification, functions, schema-driven processing, static analysis) that
tests must cover, in the seed's own words.

Decorate a test with ``@rule("id")`` to say which rule it checks; the rule's
text becomes part of the test's docstring, so a failure names the rule.
tests/test_spec_rule_coverage.py fails if any rule has no test.  Where the
reference behaves differently from the prose, the test checks the reference's
behaviour and docs/compatibility.md says so.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import pytest

RULES: dict[str, str] = {
    # --- Types
    "values-equal": "Two values are equal if and only if they have identical types and their "
    "values are equal according to the rules of their shared type.",
    "primitive-types": "The primitive types are string, bool, and number.",
    "string-nfc": "Two strings are equal if NFC normalization (UAX#15 of each string produces "
    "two identical sequences of characters.",
    "bool-values": "The bool type has only two non-null values: true and false. Two bool values "
    "are equal if and only if they are either both true or both false.",
    "number-precision": "A number is an arbitrary-precision floating point value. An "
    "implementation must make the full-precision values available to the calling application.",
    "number-infinity": "The number type also requires representation of both positive and "
    "negative infinity. A “not a number” (NaN) value is not provided nor used.",
    "number-equality": "Two number values are equal if they are numerically equal to the "
    "precision associated with the number. Positive infinity and negative infinity are equal to "
    "themselves but not to each other. Positive infinity is greater than any other number value, "
    "and negative infinity is less than any other number value.",
    "structural-types": "Structural types are types that are constructed by combining other "
    "types. Each distinct combination of other types is itself a distinct type.",
    "structural-equality": "A structural type value is equal to another if and only if all of "
    "the corresponding attributes or elements are equal.",
    "structural-identity": "Two structural types are identical if they are of the same kind and "
    "have attributes or elements with identical types.",
    "collection-types": "For each of these kinds and each distinct element type there is a "
    "distinct collection type.",
    "collection-equality": "A collection type value is equal to another if and only if both have "
    "the same number of elements and their corresponding elements are equal.",
    "collection-identity": "Two collection types are identical if they are of the same kind and "
    "have the same element type.",
    "null": "Each type has a null value. The null value of a type represents the absence of a "
    "value, but with type information retained. A null value of a particular type is equal to "
    "itself.",
    "unknown": "Each type has a distinct unknown value. Operations on unknown values themselves "
    "return unknown values; comparing two unknown values of any type for equality yields an "
    "unknown bool.",
    "dynamic-pseudo-type": "The only values of this type are its null value and its unknown "
    "value. The unknown value of the dynamic pseudo-type is referred to as the dynamic value.",
    "dynamic-identity": "The dynamic pseudo-type is identical only to itself.",
    "unknown-never-invented": "Unknown values and the dynamic pseudo-type must never be returned "
    "from operations unless at least one operand is unknown or dynamic.",
    "capsule": "A particular capsule type is identical only to itself. The equality of two "
    "values of the same capsule type is defined by the calling application.",
    "matches-identical": "Any type matches any type that it is identical to.",
    "matches-dynamic": "Any type matches the dynamic pseudo-type.",
    # --- Functions
    "fn-parameters": "Zero or more positional parameters, each with a name used for "
    "documentation, a type specification for expected argument values, and a flag for whether "
    "each of null values, unknown values, and values of the dynamic pseudo-type are accepted.",
    "fn-variadic": "Zero or one variadic parameters, with the same structure as the positional "
    "parameters, which if present collects any additional arguments provided at the function "
    "call site.",
    "fn-result-type": "A result type definition, which specifies the value type returned for "
    "each valid sequence of argument values.",
    "fn-result-value": "A result value definition, which specifies the value returned for each "
    "valid sequence of argument values.",
    "fn-missing-args": "For each of the function's positional parameters in sequence, take the "
    "next argument. If there are no more arguments, the call is erroneous.",
    "fn-extra-args": "If the function has no variadic parameter, it is an error if any arguments "
    "remain after taking one argument for each positional parameter.",
    "fn-type-mismatch": "If the argument value corresponding to a parameter does not match the "
    "parameter's type specification, the call is erroneous.",
    "fn-null": "If the argument value corresponding to a parameter is null and the parameter is "
    "not specified as accepting nulls, the call is erroneous.",
    "fn-dynamic": "If the argument value corresponding to a parameter is the dynamic value and "
    "the parameter is not specified as accepting values of the dynamic pseudo-type, the call is "
    "valid but its result type is forced to be the dynamic pseudo type.",
    "fn-result-type-rule": "If neither of the above conditions holds for any argument, the call "
    "is valid and the function's value type definition is used to determine the call's result "
    "type. A function may vary its result type depending on the argument values.",
    "fn-unknown": "For each argument, if its value is unknown and its corresponding parameter is "
    "not specified as accepting unknowns, the result value is forced to be an unknown value of "
    "the result type.",
    "fn-impl": "If the previous condition does not apply, the function's result value "
    "definition is used to determine the call's result value.",
    # --- Conversion
    "conv-safe-unsafe": "A conversion is “safe” if any distinct value of the source type has a "
    "corresponding distinct value in the target type. A conversion is “unsafe” if either the "
    "target type values are not distinct or if some values of the source type do not have any "
    "corresponding value in the target type. An unsafe conversion may result in an error.",
    "conv-identity": "A given type can always be converted to itself, which is a no-op.",
    "conv-null": "All null values are safely convertable to a null value of any other type, "
    "regardless of other type-specific rules.",
    "conv-from-dynamic": "Conversion from the dynamic pseudo-type to any other type always "
    "succeeds, producing an unknown value of the target type.",
    "conv-to-dynamic": "Conversion of any value to the dynamic pseudo-type is a no-op. The "
    "result is the input value, verbatim.",
    "conv-bool-string": "The bool value true corresponds to the string “true”, false to "
    "“false”. Conversion from bool to string is safe, while the converse is unsafe. The strings "
    "“1” and “0” are alternative string representations of true and false respectively. It is "
    "an error to convert a string other than the four in this paragraph to type bool.",
    "conv-number-string": "A number value is converted to string by translating its integer "
    "portion into a sequence of decimal digits, and then if it has a non-zero fractional part, a "
    "period followed by a sequence of decimal digits representing its fractional part. No "
    "exponent portion is included. The number is converted at its full precision. Conversion "
    "from number to string is safe.",
    "conv-string-number": "A string is converted to a number value by reversing the above "
    "mapping. No exponent portion is allowed. Conversion from string to number is unsafe. It is "
    "an error to convert a string that does not comply with the expected syntax to type number.",
    "conv-no-bool-number": "No direct conversion is available between the bool and number types.",
    "conv-set-list": "Conversion from set types to list types is safe, as long as their element "
    "types are safely convertable. Implementations should produce list elements in a consistent "
    "order for a given input set.",
    "conv-list-set": "Conversion from list types to set types is unsafe. Each distinct list item "
    "becomes a distinct set item. If two list items are equal, one of the two is lost.",
    "conv-tuple-list": "Conversion from tuple types to list types permitted if all of the tuple "
    "element types are convertable to the target list element type. The safety of the "
    "conversion depends on the safety of each of the element conversions.",
    "conv-tuple-set": "Conversion from tuple types to set types is permitted, behaving as if the "
    "tuple type was first converted to a list of the same element type and then that list "
    "converted to the target set type.",
    "conv-object-map": "Conversion from object types to map types is permitted if all of the "
    "object attribute types are convertable to the target map element type. Map element keys "
    "are set to the name of each corresponding object attribute.",
    "conv-list-tuple": "Conversion from list and set types to tuple types is permitted, "
    "following the opposite steps as the converse conversions. Such conversions are unsafe.",
    "conv-map-object": "Conversion from map types to object types is permitted if each map key "
    "corresponds to an attribute in the target object type. It is an error to convert from a "
    "map value whose set of keys does not exactly match the target type's attributes.",
    "conv-object-object": "Conversion from one object type to another is permitted as long as "
    "the common attribute names have convertable types. Any attribute present in the target "
    "type but not in the source type is populated with a null value of the appropriate type.",
    "conv-tuple-tuple": "Conversion from one tuple type to another is permitted as long as the "
    "tuples have the same length and the elements have convertable types.",
    # --- Unification
    "unify-purpose": "Type unification takes a list of types and attempts to find a single type "
    "to which they can all be converted. Preference is given to safe conversions.",
    "unify-result": "The type resulting from type unification may be one of the input types, or "
    "it may be an entirely new type produced by combination of two or more input types.",
    "unify-fails": "Unification fails if any of the given types are not convertable to the "
    "selected result type.",
    "unify-transitive": "The unification rules apply transitively. That is, if a rule is defined "
    "from A to B, and one from B to C, then A can unify to C.",
    "unify-string": "Number and bool types both unify with string by preferring string.",
    "unify-collections": "Two collection types of the same kind unify according to the "
    "unification of their element types.",
    "unify-list-set": "List and set types unify by preferring the list type.",
    "unify-map-object": "Map and object types unify by preferring the object type.",
    "unify-tuple": "List, set and tuple types unify by preferring the tuple type.",
    "unify-dynamic": "The dynamic pseudo-type unifies with any other type by selecting that "
    "other type. The dynamic pseudo-type is the result type only if all input types are the "
    "dynamic pseudo-type.",
    "unify-objects": "Two object types unify by constructing a new type whose attributes are the "
    "union of those of the two input types. Any common attributes themselves have their types "
    "unified.",
    "unify-tuples": "Two tuple types of the same length unify constructing a new type of the "
    "same length whose elements are the unification of the corresponding elements in the two "
    "input types.",
    # --- Schema-driven processing and static analysis
    "schema-attribute": "An attribute schema provides the name of an attribute and whether its "
    "presence is required.",
    "schema-block-header": "A block header schema provides a block type name and the semantic "
    "names assigned to each of the labels of that block type, if any.",
    "schema-content": "The result of applying a body schema to a body is body content, which "
    "consists of an attribute map and a block sequence.",
    "schema-exhaustive": "Under schema-driven processing, by default the given schema is assumed "
    "to be exhaustive, such that any attribute or block not matched by schema elements is "
    "considered an error.",
    "schema-partial": "Under partial processing, the result is both body content as described "
    "above and a new body that represents any body elements that remain after the schema has "
    "been processed.",
    "schema-two-steps": "Processing a body in two steps — first partial processing of a source "
    "body, then exhaustive processing of the returned body — is equivalent to single-step "
    "processing with a schema that is the union of the schemata used across the two steps.",
    "dynamic-attributes": "Processing in this mode behaves as if a schema had been constructed "
    "without any block header schemata and with an attribute schema for each distinct key "
    "provided within the physical representation of the body.",
    "static-list": "Static List: Require list/tuple construction syntax to be used and return a "
    "list of expressions for each of the elements given.",
    "static-map": "Static Map: Require map/object construction syntax to be used and return a "
    "list of key/value pairs -- both expressions -- for each of the elements given.",
    "static-call": "Static Call: Require function call syntax to be used and return an object "
    "describing the called function name and a list of expressions representing each of the "
    "call arguments.",
    "static-traversal": "Static Traversal: Require a reference to a symbol in the variable scope "
    "and return a description of the path from the root scope to the accessed attribute or "
    "index.",
}

COVERED: dict[str, list[str]] = {}

F = TypeVar("F", bound=Callable[..., Any])


def rule(*ids: str) -> Callable[[F], F]:
    """Mark a test as checking the given rules of the information model."""
    for rule_id in ids:
        if rule_id not in RULES:
            raise KeyError(f"no such rule: {rule_id}")

    def mark(test: F) -> F:
        for rule_id in ids:
            COVERED.setdefault(rule_id, []).append(test.__qualname__)
        quoted = "\n".join(f"Rule {i}: {RULES[i]}" for i in ids)
        test.__doc__ = f"{test.__doc__ or ''}\n\n{quoted}".strip()
        marked: F = pytest.mark.spec_rule(*ids)(test)
        return marked

    return mark
