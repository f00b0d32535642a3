// swift-tools-version:6.2
// Diario: a bilingual (Italian / English) study assistant for the terminal.
// The dependency arrows are one-way; see docs/architecture.md.

import PackageDescription

/// Every target of ours: imports are internal unless marked public, existentials are spelled `any`, and a warning
/// fails the build (dependencies' warnings are theirs).
let strict: [SwiftSetting] = [
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("ExistentialAny"),
    .treatAllWarnings(as: .error),
]

let package = Package(
    name: "Diario",
    defaultLocalization: "it",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "diario", targets: ["diario"])
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", exact: "0.9.20"),
        .package(url: "https://github.com/LebJe/TOMLKit", exact: "0.6.0"),
    ],
    targets: [
        .target(name: "DiarioDomain", swiftSettings: strict),
        .target(
            name: "DiarioLanguage", dependencies: ["DiarioDomain"],
            resources: [
                .copy("Resources/intent-model.bin"), .copy("Resources/word-traits.bin"),
                .copy("Resources/subject-phrases.bin"),
            ],
            swiftSettings: strict),
        .target(name: "DiarioSRS", dependencies: ["DiarioDomain"], swiftSettings: strict),
        .target(name: "DiarioMaterials", dependencies: ["DiarioDomain"], swiftSettings: strict),
        .target(
            name: "DiarioLocalization",
            dependencies: ["DiarioDomain"],
            resources: [.copy("Resources/en.json"), .copy("Resources/it.json")],
            swiftSettings: strict
        ),
        .target(
            name: "DiarioStore",
            dependencies: [
                "DiarioDomain", "DiarioSync", "CSQLiteSession", .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: strict
        ),
        .target(
            name: "DiarioInterchange",
            dependencies: [
                "DiarioDomain", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            swiftSettings: strict
        ),
        .systemLibrary(name: "CReadline", providers: [.apt(["libreadline-dev"])]),
        .systemLibrary(name: "CSQLiteSession", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CCurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        .systemLibrary(name: "CSodium", providers: [.apt(["libsodium-dev"])]),
        .target(
            name: "DiarioCoach",
            dependencies: ["DiarioDomain", "CCurl", .product(name: "TOMLKit", package: "TOMLKit")],
            resources: [.copy("Resources/prompts")],
            swiftSettings: strict
        ),
        .target(name: "DiarioCalendar", dependencies: ["DiarioDomain", "CCurl"], swiftSettings: strict),
        .target(
            name: "DiarioSync", dependencies: ["DiarioDomain", "CSodium"], swiftSettings: strict),
        .target(
            name: "DiarioTerminal",
            dependencies: ["DiarioDomain", "DiarioLocalization", "CReadline"],
            swiftSettings: strict
        ),
        .target(
            name: "DiarioApp",
            dependencies: [
                "DiarioDomain", "DiarioLanguage", "DiarioLocalization", "DiarioSRS", "DiarioStore", "DiarioInterchange",
                "DiarioTerminal", "DiarioCoach", "DiarioMaterials", "DiarioCalendar",
            ],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "diario",
            dependencies: [
                "DiarioApp", "DiarioDomain", "DiarioLocalization", "DiarioTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict
        ),

        // `make model`: trains the intent model from the committed corpora.
        .executableTarget(name: "DiarioTrainer", dependencies: ["DiarioLanguage"], swiftSettings: strict),

        .executableTarget(
            name: "DiarioBench",
            dependencies: ["DiarioDomain", "DiarioSRS", "DiarioStore"],
            swiftSettings: strict
        ),

        .target(
            name: "DiarioTestSupport",
            dependencies: ["DiarioDomain"],
            path: "Tests/DiarioTestSupport",
            swiftSettings: strict
        ),
        .testTarget(
            name: "DiarioDomainTests",
            dependencies: ["DiarioDomain", "DiarioTestSupport"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "DiarioSyncTests",
            dependencies: ["DiarioSync", "DiarioDomain", "DiarioSRS", "DiarioTestSupport"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "DiarioCalendarTests",
            dependencies: ["DiarioCalendar", "DiarioDomain", "DiarioTestSupport"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "DiarioLanguageTests",
            dependencies: ["DiarioLanguage", "DiarioTestSupport"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "DiarioStoreTests",
            dependencies: [
                "DiarioStore", "DiarioLanguage", "DiarioSRS", "DiarioTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "DiarioCoachTests",
            dependencies: ["DiarioCoach", "DiarioTestSupport"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "DiarioMaterialsTests",
            dependencies: ["DiarioMaterials", "DiarioTestSupport"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "DiarioSRSTests",
            dependencies: ["DiarioSRS", "DiarioTestSupport"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "DiarioTerminalTests",
            dependencies: ["DiarioTerminal", "DiarioTestSupport"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "DiarioAppTests",
            dependencies: [
                "DiarioApp", "DiarioCoach", "DiarioLanguage", "DiarioLocalization", "DiarioTerminal",
                "DiarioTestSupport",
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "diarioTests",
            dependencies: ["diario", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "DiarioEndToEndTests",
            dependencies: [
                "DiarioTestSupport", "DiarioStore", "DiarioDomain", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            swiftSettings: strict
        ),
    ]
)
