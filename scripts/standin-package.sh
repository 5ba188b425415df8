# Sourced by scripts/typecheck-with-uikit-standin.sh and scripts/run-with-uikit-standin.sh
# for their package mode (--package DIR --target NAME): reads a package as SwiftPM sees it
# and writes what the scripts compile into a folder, one subfolder per module.
#
# `swift package describe --type json` gives each target's folder, Swift sources and
# dependencies, but none of its Swift settings (SwiftPM 6.3 prints no `settings` key):
# those, the plugins a target uses and the package's language modes come from
# `swift package dump-package`, the manifest as JSON. A setting this cannot carry over is
# an error naming it, never silently dropped.
#
# standin_read_package DIR TARGET TEST_TARGET LANE OUT
#   TEST_TARGET: a test target's name, `-` for none, empty for "the one test target that
#   depends on TARGET" (none when there is none, an error when there are several).
#   LANE: swift6 or xcode26 replaces every module's isolation and upcoming and experimental
#   features with the lane's (language mode, defines and unsafe flags are kept); empty
#   takes them from the package, and the lane named is xcode26 when TARGET's default
#   isolation is MainActor, else swift6.
# OUT/order: the modules to build, dependencies first (TARGET's in-package dependencies,
# TARGET, the test target's other dependencies); OUT/test, OUT/lane, OUT/tools (the
# tools version a manifest needs for these settings); per module OUT/NAME/: dir (the
# target's folder), files (its Swift sources, absolute), flags (swiftc flags, one a line),
# settings (the same as SwiftSetting expressions), plugin (1 when it uses MVVMGenPlugin),
# dependencies (its targets in the package).
# Exits 64 for a target that is not there, 65 for what the stand-in cannot build.
standin_read_package() {
    local dir=$1 describe dump
    describe=$(cd "$dir" && swift package describe --type json) ||
        { echo "error: swift package describe failed in $dir" >&2; return 64; }
    dump=$(cd "$dir" && swift package dump-package) ||
        { echo "error: swift package dump-package failed in $dir" >&2; return 64; }
    python3 - "$@" 3<<<"$describe" 4<<<"$dump" <<'PYTHON'
import json, os, sys

package_dir, target, test, lane, out = sys.argv[1:]
named_lane = lane
describe = json.load(os.fdopen(3))
dump = json.load(os.fdopen(4))
runtime = {"MVVMRuntime", "MVVMRuntimeUIKit", "MVVMRuntimeTesting"}
# SwiftUI's runtime is not built here (the stand-ins are UIKit's): a target may depend on it,
# since the generated code imports it only where SwiftUI can be imported.
without_swiftui = {"MVVMRuntimeSwiftUI"}

def fail(code, message):
    sys.stderr.write(f"error: {message}\n")
    sys.exit(code)

targets = {t["name"]: t for t in describe["targets"]}
manifest = {t["name"]: t for t in dump["targets"]}
if target not in targets:
    fail(64, f"no target '{target}' in {package_dir} (targets: {', '.join(sorted(targets))})")
if targets[target]["type"] == "test":
    fail(64, f"'{target}' is a test target: give the target it tests")
if test == "":
    testers = sorted(n for n, t in targets.items()
                     if t["type"] == "test" and target in t.get("target_dependencies", []))
    # Several test a module another one uses: its own, by SwiftPM's naming, is the one.
    if len(testers) > 1 and f"{target}Tests" in testers:
        testers = [f"{target}Tests"]
    if len(testers) > 1:
        fail(64, f"test targets {', '.join(testers)} depend on {target}: choose one with --test-target")
    test = testers[0] if testers else ""
elif test == "-":
    test = ""
elif test not in targets or targets[test]["type"] != "test":
    fail(64, f"no test target '{test}' in {package_dir}")

# Dependencies first, each once (describe lists a target's in-package dependencies).
order, seen = [], set()
def visit(name, path):
    if name in path:
        fail(65, f"dependency cycle: {' -> '.join(path + [name])}")
    if name in seen:
        return
    for dependency in targets[name].get("target_dependencies", []):
        visit(dependency, path + [name])
    seen.add(name)
    order.append(name)
for root in [target] + ([test] if test else []):
    visit(root, [])

tools = dump["toolsVersion"]["_version"]
modes = [m for m in dump.get("swiftLanguageVersions") or [] if float(m) <= 6]
package_mode = max(modes, key=float) if modes else ("6" if int(tools.split(".")[0]) >= 6 else "5")
lanes = {
    "swift6": [],
    "xcode26": [("defaultIsolation", "MainActor"), ("enableUpcomingFeature", "InferIsolatedConformances"),
                ("enableUpcomingFeature", "NonisolatedNonsendingByDefault")],
}
concurrency = {"defaultIsolation", "enableUpcomingFeature", "enableExperimentalFeature"}
needs_62 = False

def swift_string(text):
    return json.dumps(text, ensure_ascii=False)

def convert(kind, value):
    """One setting as swiftc flags and as a SwiftSetting expression."""
    global needs_62
    if kind in ("swiftLanguageMode", "swiftLanguageVersion"):
        return ["-swift-version", value], None  # written once, below
    if kind == "defaultIsolation":
        needs_62 = True
        if value == "MainActor":
            return ["-default-isolation", "MainActor"], ".defaultIsolation(MainActor.self)"
        return ["-default-isolation", "nonisolated"], ".defaultIsolation(nil)"
    if kind == "enableUpcomingFeature":
        return ["-enable-upcoming-feature", value], f".enableUpcomingFeature({swift_string(value)})"
    if kind == "enableExperimentalFeature":
        return ["-enable-experimental-feature", value], f".enableExperimentalFeature({swift_string(value)})"
    if kind == "define":
        return ["-D", value], f".define({swift_string(value)})"
    if kind == "unsafeFlags":
        return list(value), f".unsafeFlags([{', '.join(swift_string(v) for v in value)}])"
    if kind == "strictMemorySafety":
        return ["-strict-memory-safety"], ".strictMemorySafety()"
    return None, None

def applies(setting, name):
    condition = setting.get("condition") or {}
    platforms = condition.get("platformNames") or []
    configuration = condition.get("config")
    # The stand-in checks what an iOS build compiles; both scripts build for debugging.
    if (platforms and "ios" not in platforms) or configuration not in (None, "debug"):
        sys.stderr.write(f"note: {name}: setting {next(iter(setting['kind']))} skipped, its condition "
                         f"({json.dumps(condition)}) is not an iOS debug build\n")
        return False
    return True

def settings_of(name):
    mode, flags, code, isolation = package_mode, [], [], None
    for setting in manifest[name].get("settings", []):
        if setting.get("tool") != "swift":
            continue  # C, C++ and linker settings: the stand-in builds Swift modules only
        kind, payload = next(iter(setting["kind"].items()))
        value = (payload or {}).get("_0")
        if not applies(setting, name):
            continue
        if kind in ("swiftLanguageMode", "swiftLanguageVersion"):
            mode = value
            continue
        if lane and kind in concurrency:
            continue  # the lane's replace them
        more, expression = convert(kind, value)
        if more is None:
            fail(65, f"{name}: Swift setting '{kind}' ({json.dumps(payload)}) is not one the stand-in scripts "
                     "can carry over (language mode, default isolation, upcoming and experimental "
                     "features, defines, unsafe flags, strict memory safety); remove it to check the rest")
        if kind == "defaultIsolation":
            isolation = value
        flags += more
        code.append(expression)
    for kind, value in lanes.get(lane, []):
        more, expression = convert(kind, value)
        flags += more
        code.append(expression)
    versions = {"4": ".v4", "4.2": ".v4_2", "5": ".v5", "6": ".v6"}
    code.insert(0, f".swiftLanguageMode({versions.get(mode, f'.version({swift_string(mode)})')})")
    return ["-swift-version", mode] + flags, code, isolation

for name in order:
    described, declared = targets[name], manifest[name]
    if described.get("module_type") != "SwiftTarget" or declared["type"] in ("binary", "system", "macro", "plugin"):
        fail(65, f"{name} is a {declared['type']} {described.get('module_type', '')} target: the stand-in "
                 "scripts build Swift source targets only")
    for dependency in declared.get("dependencies", []):
        kind, payload = next(iter(dependency.items()))
        product, package = payload[0], payload[1] if kind == "product" else None
        if kind == "target" or product in targets or product in runtime or product in without_swiftui:
            continue
        fail(65, f"{name} depends on {product}" + (f" of package {package}" if package else "")
             + ": the stand-in scripts build only this package's targets and mvvmgen's runtime")
    plugins = [usage["plugin"][0] for usage in declared.get("pluginUsages") or []]
    for plugin in plugins:
        if plugin != "MVVMGenPlugin":
            fail(65, f"{name} uses the build plugin {plugin}: the stand-in scripts make only "
                     "MVVMGenPlugin's output")
    folder = os.path.join(out, name)
    os.makedirs(folder, exist_ok=True)
    source_dir = os.path.normpath(os.path.join(describe["path"], described["path"]))
    flags, code, isolation = settings_of(name)
    if name == target and not lane:
        # Every module keeps its own settings: the lane is only named, after TARGET's.
        named_lane = ("xcode26" if isolation == "MainActor" else "swift6") + " (from Package.swift)"
    files = {
        "dir": source_dir,
        "files": "\n".join(os.path.join(source_dir, s) for s in described.get("sources", [])),
        "flags": "\n".join(flags),
        "settings": ", ".join(code),
        "plugin": "1" if plugins else "0",
        "dependencies": "\n".join(described.get("target_dependencies", [])),
    }
    for key, text in files.items():
        with open(os.path.join(folder, key), "w") as file:
            file.write(text + "\n" if text else "")
with open(os.path.join(out, "order"), "w") as file:
    file.write("".join(f"{name}\n" for name in order if name != test))
for key, text in (("test", test), ("lane", named_lane), ("tools", "6.2" if needs_62 else "6.1")):
    with open(os.path.join(out, key), "w") as file:
        file.write(text + "\n")
PYTHON
}

# standin_imports OUT NAME: the `--import-module` arguments MVVMGenPlugin passes for NAME,
# one per line: each of its in-package dependencies that holds screen files (read by
# standin_read_package into OUT).
standin_imports() {
    local out=$1 name=$2 dependency dir
    while IFS= read -r dependency; do
        [ -n "$dependency" ] && [ -f "$out/$dependency/dir" ] || continue
        dir=$(<"$out/$dependency/dir")
        [ -n "$(find "$dir" -name '*.screen.yaml' -print -quit)" ] || continue
        printf '%s\n%s\n' --import-module "$dependency=$dir"
    done <"$out/$name/dependencies"
}

# standin_bundle SOURCE_DIR OUTPUT_DIR [ARGUMENT…]: what MVVMGenPlugin generates for a target
# whose folder is SOURCE_DIR, one `mvvmgen bundle` per screen file, named as the plugin names
# it (Flows/Login.screen.yaml → Flows_Login.generated.swift); the target's other screen files
# are its siblings, and ARGUMENTs (`--import-module NAME=DIR`) name other modules' screens. A
# file is replaced only when its bytes change; one whose screen file is gone is removed.
standin_bundle() {
    local sources=$1 output=$2 screen name mvvmgen
    shift 2
    mvvmgen=$(standin_mvvmgen)
    mkdir -p "$output"
    touch "$output/.made"
    while IFS= read -r screen; do
        name=${screen#"$sources"/}
        name=${name%.screen.yaml}.generated.swift
        name=${name//\//_}
        "$mvvmgen" bundle "$screen" --sibling "$sources" "$@" --output-file "$output/$name.new" >/dev/null
        cmp -s "$output/$name.new" "$output/$name" || mv "$output/$name.new" "$output/$name"
        rm -f "$output/$name.new"
        touch -r "$output/.made" "$output/$name.made" # a mark: made in this run
    done < <(find "$sources" -name '*.screen.yaml' | sort)
    for name in "$output"/*.generated.swift; do
        [ -e "$name.made" ] || rm -f "$name"
    done
    rm -f "$output"/*.made "$output/.made"
}

# The mvvmgen executable: $MVVMGEN, else built from this checkout.
standin_mvvmgen() {
    if [ -z "${MVVMGEN:-}" ]; then
        local repo
        repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
        (cd "$repo" && swift build -q --product mvvmgen) >&2 || return 1
        MVVMGEN="$(cd "$repo" && swift build --show-bin-path)/mvvmgen"
    fi
    echo "$MVVMGEN"
}
