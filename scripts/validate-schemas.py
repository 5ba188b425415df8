#!/usr/bin/env python3
"""Checks Schemas/*.schema.json with a real JSON Schema validator (Python's jsonschema):
every example and golden screen file and mvvmgen.yml validates, and the mistakes below
do not. YAML is read as yaml-language-server reads it: anchors and merge keys resolved.
Ends with "N valid, M rejected as expected"; exits 1 on any surprise."""
import glob
import json
import os
import sys

import jsonschema
import yaml

# libyaml's loader, as Yams: pure-Python PyYAML rejects `{id: String?}`, which YAML allows.
Loader = yaml.CSafeLoader


def load(text):
    return yaml.load(text, Loader=Loader)


repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.chdir(repo)
screen = jsonschema.Draft7Validator(json.load(open("Schemas/screen.schema.json")))
config = jsonschema.Draft7Validator(json.load(open("Schemas/mvvmgen.schema.json")))
jsonschema.Draft7Validator.check_schema(screen.schema)
jsonschema.Draft7Validator.check_schema(config.schema)

valid = sorted(
    glob.glob("Examples/*/Sources/**/*.screen.yaml", recursive=True)
    + glob.glob("Tests/MVVMGenCoreTests/Golden/*/input.screen.yaml")
)
configs = sorted(glob.glob("Examples/**/mvvmgen.yml", recursive=True) + glob.glob("Tests/MVVMGenCoreTests/Golden/*/mvvmgen.yml"))

MISTAKES = [
    ("an unknown screen key", screen, "screens:\n  Top:\n    propertys: {a: Int}\n"),
    ("an unknown top-level key", screen, "screens:\n  Top:\nmodles: {}\n"),
    ("no screens", screen, "models: {}\n"),
    ("a kind that is not one", screen, "screens:\n  Top:\n    kind: page\n"),
    ("an access that is not one", screen, "screens:\n  Top:\n    properties:\n      a: {type: Int, access: write}\n"),
    ("a route shown sideways", screen, "screens:\n  Top:\n    routes:\n      next: {to: Top, show: sideways}\n"),
    ("a route without its target", screen, "screens:\n  Top:\n    routes:\n      next: {show: push}\n"),
    ("a popToRoot route with a target", screen, "screens:\n  Top:\n    routes:\n      back: {show: popToRoot, to: Top}\n"),
    ("a page size of 0", screen, "screens:\n  T:\n    kind: table\n    lists:\n      row: {item: Int, paging: 0}\n"),
    ("paging without its page size", screen, "screens:\n  T:\n    kind: table\n    lists:\n      row: {item: Int, paging: {refresh: true}}\n"),
    ("an unknown paging key", screen, "screens:\n  T:\n    kind: table\n    lists:\n      row: {item: Int, paging: {pageSize: 2, size: 3}}\n"),
    ("hud that is not a boolean", screen, "screens:\n  Top:\n    hud: [yes]\n"),
    ("a warning mvvmgen does not give", screen, "silence: [unusedThing]\nscreens:\n  Top:\n"),
    ("a whileRunning that is not one", screen, "screens:\n  Top:\n    commands:\n      go: {async: true, whileRunning: queue}\n"),
    ("a property without a type", screen, "screens:\n  Top:\n    properties:\n      a: {default: 1}\n"),
    ("an access level that is not one", config, "accessLevel: open\n"),
    ("an unknown configuration key", config, "outputs: Sources\n"),
    ("tests that is not a boolean", config, "tests: sometimes\n"),
]

failures = []
for path in valid:
    for error in screen.iter_errors(load(open(path, encoding="utf-8").read())):
        failures.append(f"{path}: {'/'.join(map(str, error.absolute_path))}: {error.message}")
for path in configs:
    for error in config.iter_errors(load(open(path, encoding="utf-8").read()) or {}):
        failures.append(f"{path}: {error.message}")
for what, validator, text in MISTAKES:
    if validator.is_valid(load(text)):
        failures.append(f"accepted {what}:\n{text}")

for failure in failures:
    print("error:", failure)
count = len(valid) + len(configs)
print(f"{count - len(set(f.split(':')[0] for f in failures if not f.startswith('accepted')))} valid, "
      f"{len(MISTAKES) - sum(f.startswith('accepted') for f in failures)} rejected as expected "
      f"(of {count} files and {len(MISTAKES)} mistakes)")
sys.exit(1 if failures else 0)
