// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Notes",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "mvvmgen", path: "../mvvmgen")],
    targets: [
        .target(
            name: "Notes",
            dependencies: [
                .product(name: "MVVMRuntime", package: "mvvmgen"),
                .product(name: "MVVMRuntimeUIKit", package: "mvvmgen"),
            ]
        ),
        .testTarget(
            name: "NotesTests",
            dependencies: ["Notes", .product(name: "MVVMRuntimeTesting", package: "mvvmgen")]
        ),
    ]
)
