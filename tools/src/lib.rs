//! What the input generators of `src/bin/` share: [`Rng`], the fixed-seed
//! pseudo-random sequence that makes each generator's output depend on its
//! arguments only.

/// A xorshift64 generator: the same seed gives the same sequence on every
/// machine.
pub struct Rng(pub u64);

impl Rng {
    /// The next number of the sequence.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number in `0..n`.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// One of `items`.
    pub fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}
