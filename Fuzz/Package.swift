// swift-tools-version: 6.1
import PackageDescription

// A libFuzzer target over the whole generator: bytes → UTF-8 text → parse → validate →
// render, and the configuration parser. Built only by scripts/fuzz.sh, with
// -sanitize=fuzzer, which provides `main`; a plain `swift build` here would not link.
let package = Package(
    name: "MVVMGenFuzz",
    dependencies: [
        .package(name: "mvvmgen", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "mvvmgen-fuzz",
            dependencies: [.product(name: "MVVMGenCore", package: "mvvmgen")]
        )
    ]
)
