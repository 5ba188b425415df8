# Sourced by the scripts that compile against the SwiftUI stand-in (run-swiftui-standin.sh,
# run-swiftui-screens.sh): `standin_macros` builds the stand-in's `#Preview` macro
# (Tests/SwiftUIStandInMacros) and sets `load_macros` to what `-load-plugin-executable`
# takes. Expects `repo` (the repository's folder).
#
# So that swift-syntax is not compiled once more, the macro is built in a package of its own
# (.build/swiftui-standin-macros) whose scratch path is the repository's .build, as .ci/run
# builds the examples: it reuses the swift-syntax modules the repository's build made for its
# plugins' tool (only the macro libraries nothing else uses are compiled, once). Its
# swift-syntax is the version the repository's Package.resolved pins (a newer one in the
# package cache would be checked out and compiled), and the repository's package is a
# dependency, so that the build folder's dependencies stay those of the repository.
standin_macros() {
    local macros="$repo/.build/swiftui-standin-macros" swift_syntax plugin
    swift_syntax=$(python3 -c 'import json, sys; print(next(p["state"]["version"] for p in json.load(open(sys.argv[1]))["pins"] if p["identity"] == "swift-syntax"))' "$repo/Package.resolved")
    mkdir -p "$macros/Sources"
    ln -sfn "$repo/Tests/SwiftUIStandInMacros" "$macros/Sources/SwiftUIStandInMacros"
    cat >"$macros/Package.swift.new" <<MANIFEST
// swift-tools-version: 6.1
// Written by scripts/swiftui-standin-macros.sh: the SwiftUI stand-in's macros, built in the
// repository's .build so that its swift-syntax modules are reused.
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "SwiftUIStandInMacros",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "mvvmgen", path: "$repo"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "$swift_syntax"),
    ],
    targets: [
        .macro(
            name: "SwiftUIStandInMacros",
            dependencies: [
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            ],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        )
    ]
)
MANIFEST
    # Rewritten only when it changed, so SwiftPM does not plan again for nothing.
    cmp -s "$macros/Package.swift.new" "$macros/Package.swift" || mv "$macros/Package.swift.new" "$macros/Package.swift"
    rm -f "$macros/Package.swift.new"
    (cd "$macros" && swift build --scratch-path "$repo/.build")
    plugin="$(cd "$macros" && swift build --scratch-path "$repo/.build" --show-bin-path)/SwiftUIStandInMacros-tool"
    [ -x "$plugin" ] || { echo "error: the macro was built, but $plugin is not there" >&2; return 1; }
    load_macros="$plugin#SwiftUIStandInMacros"
}
