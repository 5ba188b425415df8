// swift-tools-version: 6.1
import PackageDescription

// A libFuzzer target over the whole generator: bytes → UTF-8 text → parse → validate →
// render, and the configuration parser. Built only by scripts/fuzz.sh.
//
// The generator's own sources (Sources/MVVMGenCore and Templates, linked here under other
// names; the C of Sources/MVVMGenSystem too, uninstrumented) are compiled with
// AddressSanitizer and coverage; their dependencies are not, so
// scripts/fuzz.sh builds in the repository's .build and reuses the swift-syntax and Yams
// that `swift test` compiled there instead of compiling them a third time.
let instrumented: [String] = [
    "-sanitize=address", "-sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp",
]
let package = Package(
    name: "MVVMGenFuzz",
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        .target(name: "FuzzedTemplates", swiftSettings: [.unsafeFlags(instrumented)]),
        // Sources/MVVMGenSystem, with a module map naming it as the generator imports it.
        .target(name: "FuzzedSystem"),
        .target(
            name: "FuzzedGenerator",
            dependencies: [
                "FuzzedTemplates",
                "FuzzedSystem",
                .product(name: "Yams", package: "Yams"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ],
            // The sources import the templates by their name in the mvvmgen package.
            swiftSettings: [.unsafeFlags(instrumented + ["-module-alias", "MVVMGenTemplates=FuzzedTemplates"])]
        ),
        .executableTarget(
            name: "mvvmgen-fuzz",
            dependencies: ["FuzzedGenerator"],
            swiftSettings: [.unsafeFlags(instrumented)],
            linkerSettings: [.unsafeFlags(["-sanitize=address"])]
        ),
    ]
)
