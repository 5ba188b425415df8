#!/usr/bin/env bash
# scripts/typecheck-with-uikit-standin.sh --uikit-extra: a user's code that uses UIKit the
# stand-in lacks (UISwitch here) fails without the extra file and compiles with it, in both
# lanes; the shared stand-in modules are left as they were.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/App" "$work/UIKitExtra"
cat >"$work/App/Settings.swift" <<'SWIFT'
#if canImport(UIKit)
import UIKit

@MainActor func makeSwitch() -> UISwitch {
    let toggle = UISwitch(frame: .zero)
    toggle.setOn(true, animated: false)
    return toggle
}
#endif
SWIFT
cat >"$work/UIKitExtra/UISwitch.swift" <<'SWIFT'
@MainActor
open class UISwitch: UIControl {
    open var isOn = false
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}
SWIFT
check() { "$repo/scripts/typecheck-with-uikit-standin.sh" "$@" >"$work/log" 2>&1; }
if check App "$work/App"; then
    echo "FAIL: code using UISwitch compiled without the extra stand-in file" >&2
    exit 1
fi
grep -q "cannot find type 'UISwitch'" "$work/log" || { cat "$work/log" >&2; exit 1; }
for lane in swift6 xcode26; do
    check --lane "$lane" --uikit-extra "$work/UIKitExtra" App "$work/App" || { cat "$work/log" >&2; exit 1; }
done
if [ -n "${MVVMGEN_STANDIN_MODULES:-}" ] && [ -f "$MVVMGEN_STANDIN_MODULES/UIKit.swiftmodule" ] && check App "$work/App"; then
    echo "FAIL: the extra file leaked into the shared stand-in modules" >&2
    exit 1
fi
echo "typecheck extras: passed (fails without --uikit-extra, compiles with it in both lanes)"
