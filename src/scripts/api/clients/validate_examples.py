"""Validates values against the JSON Schemas of an OpenAPI 3.1 document the way
Python clients do: with Python's numbers (``int`` and IEEE 754 ``float``) and the
keyword semantics of the ``jsonschema`` package (draft 2020-12), which
``datamodel-code-generator`` and most Python tooling rely on. Only the standard
library is used, because the CI machines install nothing from PyPI.

A keyword this validator does not implement is an error, never skipped, so a
new keyword in the documents cannot pass unchecked. ``format`` is an
annotation, as in ``jsonschema`` without a format checker.

Input on stdin: {"document": {...}, "cases": [{"where", "schema", "value"}]}.
Output: one line per error, "<where>: <path>: <message>".
"""

from __future__ import annotations

import json
import math
import re
import sys
from decimal import Decimal

ANNOTATIONS = {
    "title", "description", "default", "examples", "example", "readOnly", "writeOnly",
    "deprecated", "format", "$comment", "contentMediaType", "contentEncoding",
}


def is_type(value, name: str) -> bool:
    if name == "null":
        return value is None
    if name == "boolean":
        return isinstance(value, bool)
    if name == "integer":
        # jsonschema: 1.0 is an integer, True is not.
        if isinstance(value, bool):
            return False
        return isinstance(value, int) or (isinstance(value, float) and value.is_integer())
    if name == "number":
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if name == "string":
        return isinstance(value, str)
    if name == "array":
        return isinstance(value, list)
    if name == "object":
        return isinstance(value, dict)
    raise ValueError(f"unknown type {name}")


def not_multiple(value, divisor) -> bool:
    """jsonschema's multipleOf: a float divisor divides in binary floating point."""
    if isinstance(divisor, float):
        quotient = value / divisor
        try:
            return int(quotient) != quotient
        except OverflowError:
            return True
    return bool(value % divisor)


def decimal_places(value) -> int:
    exponent = Decimal(repr(value)).as_tuple().exponent
    return max(0, -exponent) if isinstance(exponent, int) else 0


def equal(a, b) -> bool:
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    return a == b


class Validator:
    def __init__(self, document: dict):
        self.document = document

    def resolve(self, ref: str):
        if not ref.startswith("#/"):
            raise ValueError(f"only local references are supported: {ref}")
        node = self.document
        for part in ref[2:].split("/"):
            node = node[part.replace("~1", "/").replace("~0", "~")]
        return node

    def errors(self, schema, value, path: str = ""):
        if schema is True or schema == {}:
            return
        if schema is False:
            yield f"{path or '/'}: no value is allowed here"
            return
        at = path or "/"
        for key, rule in schema.items():
            if key in ANNOTATIONS or key.startswith("x-") and key != "x-decimal-places":
                continue
            if key == "$ref":
                yield from self.errors(self.resolve(rule), value, path)
            elif key == "type":
                names = rule if isinstance(rule, list) else [rule]
                if not any(is_type(value, n) for n in names):
                    yield f"{at}: {value!r} is not of type {' or '.join(names)}"
            elif key == "enum":
                if not any(equal(value, option) for option in rule):
                    yield f"{at}: {value!r} is not one of {rule}"
            elif key == "const":
                if not equal(value, rule):
                    yield f"{at}: {value!r} is not {rule!r}"
            elif key in ("allOf", "anyOf", "oneOf"):
                passed = [not any(True for _ in self.errors(s, value, path)) for s in rule]
                if key == "allOf":
                    for s in rule:
                        yield from self.errors(s, value, path)
                elif key == "anyOf" and not any(passed):
                    yield f"{at}: {value!r} matches none of anyOf"
                elif key == "oneOf" and sum(passed) != 1:
                    yield f"{at}: {value!r} matches {sum(passed)} of oneOf, not exactly one"
            elif key == "not":
                if not any(True for _ in self.errors(rule, value, path)):
                    yield f"{at}: {value!r} must not match the schema under not"
            elif key == "properties":
                if isinstance(value, dict):
                    for name, sub in rule.items():
                        if name in value:
                            yield from self.errors(sub, value[name], f"{path}/{name}")
            elif key == "required":
                if isinstance(value, dict):
                    for name in rule:
                        if name not in value:
                            yield f"{at}: {name!r} is a required property"
            elif key == "additionalProperties":
                if isinstance(value, dict):
                    known = set(schema.get("properties", {}))
                    for name in value:
                        if name not in known:
                            yield from self.errors(rule, value[name], f"{path}/{name}")
            elif key == "items":
                if isinstance(value, list):
                    for i, item in enumerate(value):
                        yield from self.errors(rule, item, f"{path}/{i}")
            elif key in ("minItems", "maxItems", "minLength", "maxLength", "minProperties", "maxProperties"):
                kinds = {"Items": list, "Length": str, "Properties": dict}
                kind = kinds[re.sub("^(min|max)", "", key)]
                if isinstance(value, kind):
                    size = len(value)
                    if (key.startswith("min") and size < rule) or (key.startswith("max") and size > rule):
                        yield f"{at}: length {size} breaks {key} {rule}"
            elif key == "uniqueItems":
                if rule and isinstance(value, list):
                    seen = [json.dumps(v, sort_keys=True) for v in value]
                    if len(seen) != len(set(seen)):
                        yield f"{at}: items are not unique"
            elif key == "pattern":
                if isinstance(value, str) and not re.search(rule, value):
                    yield f"{at}: {value!r} does not match {rule!r}"
            elif key in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "x-decimal-places"):
                if not is_type(value, "number") or (isinstance(value, float) and not math.isfinite(value)):
                    continue
                failed = {
                    "minimum": lambda: value < rule,
                    "maximum": lambda: value > rule,
                    "exclusiveMinimum": lambda: value <= rule,
                    "exclusiveMaximum": lambda: value >= rule,
                    "multipleOf": lambda: not_multiple(value, rule),
                    "x-decimal-places": lambda: decimal_places(value) > rule,
                }[key]()
                if failed:
                    yield f"{at}: {value!r} breaks {key} {rule}"
            else:
                raise ValueError(f"{at}: keyword {key!r} is not implemented by this validator")


def main() -> None:
    payload = json.load(sys.stdin)
    validator = Validator(payload["document"])
    for case in payload["cases"]:
        try:
            for error in validator.errors(case["schema"], case["value"]):
                print(f"{case['where']}: {error}")
        except ValueError as problem:
            print(f"{case['where']}: {problem}")


if __name__ == "__main__":
    main()
