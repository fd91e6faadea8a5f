/// A compression-resistance record under one active set.
struct BindingKey: Hashable {
    let activeSet: [UInt8]
    let record: Int
}
