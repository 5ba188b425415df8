// swift-tools-version: 6.1
import PackageDescription

// The login screen of articles 001 and 003, generated at build time by mvvmgen's build
// plugin: no generated Swift is committed here, only the YAML and the hand-written code.
let package = Package(
    name: "Login",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(name: "mvvmgen", path: "../..")
    ],
    targets: [
        .target(
            name: "Login",
            dependencies: [
                .product(name: "MVVMRuntime", package: "mvvmgen"),
                .product(name: "MVVMRuntimeUIKit", package: "mvvmgen"),
            ],
            plugins: [.plugin(name: "MVVMGenPlugin", package: "mvvmgen")]
        ),
        .testTarget(
            name: "LoginTests",
            dependencies: ["Login", .product(name: "MVVMRuntimeTesting", package: "mvvmgen")]
        ),
    ]
)
