import ArgumentParser

/// `--variants`: which per-variant results a JSON or JSON Lines report writes in full.
enum VariantSelection: String, ExpressibleByArgument, CaseIterable {
    /// The variant where each finding is worst; the others are referenced by position from
    /// their finding (`variants`). The JSON default.
    case worst
    /// Every variant with a finding that is not a note.
    case failing
    /// Every variant (the JSON Lines default, and the default with `--shard`, which `merge` needs).
    case all
    /// None: the aggregated findings only.
    case none
}
