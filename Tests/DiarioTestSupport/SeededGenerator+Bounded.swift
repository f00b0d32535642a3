public import DiarioDomain

extension SeededGenerator {
    /// A number from 0 up to `bound` (excluded); `bound` must be positive.
    public mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
