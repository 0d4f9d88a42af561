// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "axtutor",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "axtutor", targets: ["axtutor"]),
        .executable(name: "axtutor-room", targets: ["axtutor-room"]),
        .executable(name: "axtutor-import", targets: ["axtutor-import"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"4.0.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .systemLibrary(name: "CReadline", path: "Sources/CReadline", pkgConfig: "readline",
                       providers: [.apt(["libreadline-dev"])]),
        .systemLibrary(name: "CMark", path: "Sources/CMark", pkgConfig: "libcmark",
                       providers: [.apt(["libcmark-dev"])]),
        // How problems, text and JSON are shown: one printer, one style (docs/decisions.md).
        .target(name: "Presentation", dependencies: [
            "AXModel", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "AXModel", dependencies: [.product(name: "Yams", package: "Yams")]),
        .target(name: "ScreenReader", dependencies: ["AXModel"]),
        .target(name: "FixScript", dependencies: ["AXModel", "ScreenReader"]),
        .target(name: "Audit", dependencies: ["AXModel", "ScreenReader", "Presentation"]),
        .target(name: "Course", dependencies: [
            "AXModel", "ScreenReader", "Audit", "CMark", "Presentation",
            .product(name: "Yams", package: "Yams"),
        ]),
        .target(name: "Grading", dependencies: ["AXModel", "ScreenReader", "FixScript", "Audit", "Course",
                                                 "Presentation"]),
        .target(name: "RoomProtocol"),
        .target(name: "Progress", dependencies: ["AXModel", "RoomProtocol", "Presentation", .product(name: "GRDB", package: "GRDB.swift")]),
        .target(name: "LineEditor", dependencies: ["CReadline"]),
        // Reads SwiftUI and UIKit source into a screen (`axtutor import`), with Apple's parser
        // (docs/decisions.md: swift-syntax in the product).
        .target(name: "SwiftImport", dependencies: [
            "AXModel", "FixScript",
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        ]),
        .target(name: "Tutor", dependencies: ["AXModel", "ScreenReader", "FixScript", "Course", "Grading", "Progress",
                                               "Presentation"]),
        .executableTarget(name: "axtutor", dependencies: [
            "AXModel", "ScreenReader", "FixScript", "Audit", "Course", "Grading", "Progress", "LineEditor", "Tutor",
            "Presentation",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // `axtutor import` runs this program in its place: Apple's Swift parser stays out of the
        // tutor, whose start-up it slowed (docs/decisions.md).
        .executableTarget(name: "axtutor-import", dependencies: [
            "AXModel", "SwiftImport", "Presentation", "Progress",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "RoomServer", dependencies: [
            "AXModel", "Course", "RoomProtocol", "Presentation",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "PostgresNIO", package: "postgres-nio"),
            .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "Crypto", package: "swift-crypto"),
        ]),
        .executableTarget(name: "axtutor-room", dependencies: [
            "RoomServer", "RoomClient", "AXModel", "Course", "Progress", "Presentation",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Hummingbird", package: "hummingbird"),
        ]),
        .target(name: "RoomClient", dependencies: [
            "Progress", "RoomProtocol", "Presentation",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "room-load", dependencies: [
            "RoomClient", "Progress", "Presentation", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "axtutor-bench", dependencies: ["AXModel", "ScreenReader", "Audit", "Course", "Grading",
                                                                "Tutor"]),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .executableTarget(name: "progress-writer", dependencies: ["Progress"], path: "Tests/progress-writer"),
        .executableTarget(name: "lineeditor-demo", dependencies: ["LineEditor", "Tutor"], path: "Tests/lineeditor-demo"),
        .testTarget(name: "PresentationTests", dependencies: ["Presentation", "AXModel"]),
        .testTarget(name: "AXModelTests", dependencies: ["AXModel"]),
        .testTarget(name: "ScreenReaderTests", dependencies: ["ScreenReader", "AXModel"]),
        .testTarget(name: "AuditTests", dependencies: ["Audit", "ScreenReader", "AXModel"]),
        .testTarget(name: "FixScriptTests", dependencies: ["FixScript", "ScreenReader", "AXModel"]),
        .testTarget(name: "CourseTests", dependencies: ["Course", "ScreenReader", "AXModel", "TestSupport"],
                    exclude: ["Fixtures", "Snapshots"]),
        .testTarget(name: "GradingTests", dependencies: ["Grading", "Course", "Audit", "FixScript", "ScreenReader",
                                                         "AXModel", "TestSupport"]),
        .testTarget(name: "axtutorTests", dependencies: ["axtutor", "axtutor-import", "Course", "Grading", "AXModel", "TestSupport", "Tutor",
                                                        "Progress", "Presentation",
                                                        .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "SwiftImportTests", dependencies: ["SwiftImport", "ScreenReader", "AXModel"],
                    exclude: ["Corpus"]),
        .testTarget(name: "ProgressTests", dependencies: ["Progress", "progress-writer", "TestSupport"]),
        .testTarget(name: "RoomProtocolTests", dependencies: ["RoomProtocol"]),
        .testTarget(name: "TutorTests", dependencies: ["Tutor", "Course", "Grading", "ScreenReader", "AXModel",
                                                       "Progress", "Presentation"]),
        // Apple's Swift parser proves that every iOS statement the course holds and every
        // line the tutor shows after a pass is valid Swift (docs/decisions.md).
        .testTarget(name: "SwiftProofTests", dependencies: [
            "Tutor", "Course", "FixScript", "AXModel", "TestSupport",
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        ]),
        .testTarget(name: "RoomServerTests", dependencies: [
            "RoomServer", "RoomProtocol", "Course", "axtutor-room", "TestSupport",
            .product(name: "NIOEmbedded", package: "swift-nio"),
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        .testTarget(name: "RoomClientTests", dependencies: ["RoomClient", "RoomProtocol", "Progress", "TestSupport"]),
        .testTarget(name: "LineEditorTests", dependencies: ["LineEditor", "lineeditor-demo", "TestSupport"]),
    ]
)
