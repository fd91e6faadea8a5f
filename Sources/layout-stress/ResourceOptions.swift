import ArgumentParser

/// The folders translations and fonts come from (`sweep`, `layout`).
struct ResourceOptions: ParsableArguments {
    @Option(name: .customLong("locales-dir"), help: "Folder of <locale>/*.strings, <locale>.lproj or *.xcstrings.")
    var localesDir: String?

    @Option(name: .long, help: "Fonts folder (with fonts.yaml, or font files to search first).")
    var fonts: String?
}
