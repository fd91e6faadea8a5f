/// What an aggregated finding's summary says about where it happens.
public enum SummaryScope: Sendable {
    /// From which text size, in which locales and on which devices (`from XXL in de on iPhone 15`).
    case sizes
    /// Only the locales (`in de, fi`): the problem does not depend on size or device.
    case locales
    /// Nothing: the problem is the same in every variant.
    case nowhere
}
