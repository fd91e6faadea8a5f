/// Apple's SF Pro tracking table (HIG): letter spacing in 1/1000 em by point size. It applies
/// only when SF Pro itself draws the text, never to a stand-in face.
public enum SFProTracking {
    /// Tracking at `size` in 1/1000 em: the row for the nearest lower listed size (the first
    /// row below the table, the last above it).
    public static func tracking(atSize size: Double) -> Double {
        guard let first = rows.first else { return 0 }
        var value = first.tracking
        for row in rows where row.size <= size + 1e-9 {
            value = row.tracking
        }
        return value
    }

    /// Extra advance in points added after each character at `size`.
    public static func extraAdvance(atSize size: Double) -> Double {
        tracking(atSize: size) / 1000 * size
    }
}
