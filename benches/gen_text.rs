//! What the benchmark input generators (`gen_module.rs`, `gen_verify.rs`)
//! share, included in each with `#[path]`: the PRNG that makes their output
//! deterministic and the [`TextOut`] helpers that write numbers, indentation
//! and SSA value references into a generator's text buffer.
//!
//! Like the generators, this file has no dependencies.

/// xorshift64* — tiny, fast and fully deterministic.
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 pseudo-random bits.
    pub fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// Uniform-ish in `0..n`; `n` must be nonzero.
    pub fn below(&mut self, n: usize) -> usize {
        (((self.next() >> 32) * n as u64) >> 32) as usize
    }
}

/// A reference to an SSA value: `%N`, `%N#I` or `%argN`.
#[derive(Clone, Copy)]
pub enum Val {
    /// `%N`: the single result of an op, or the whole group of results.
    Num(u32),
    /// `%N#I`: result `I` of an op with several results.
    #[allow(dead_code)] // gen_verify.rs has no multi-result ops
    Res(u32, u8),
    /// `%argN`: a block argument.
    Arg(u32),
}

/// Writing MLIR text into a generator's buffer. A generator implements
/// [`TextOut::out`] and gets the other methods.
pub trait TextOut {
    /// The buffer the text goes to.
    fn out(&mut self) -> &mut String;

    /// `n` in decimal.
    fn num(&mut self, n: u64) {
        let mut buf = [0u8; 20];
        let mut i = buf.len();
        let mut n = n;
        loop {
            i -= 1;
            buf[i] = b'0' + (n % 10) as u8;
            n /= 10;
            if n == 0 {
                break;
            }
        }
        // Only ASCII digits were written.
        self.out().push_str(std::str::from_utf8(&buf[i..]).unwrap_or("0"));
    }

    /// Two spaces per `level` (at most 30 levels; the generators nest far less).
    fn indent(&mut self, level: usize) {
        const SPACES: &str = "                                                            ";
        self.out().push_str(&SPACES[..(2 * level).min(SPACES.len())]);
    }

    /// The reference `v`.
    fn val(&mut self, v: Val) {
        match v {
            Val::Num(n) => {
                self.out().push('%');
                self.num(n.into());
            }
            Val::Res(n, i) => {
                self.out().push('%');
                self.num(n.into());
                self.out().push('#');
                self.num(i.into());
            }
            Val::Arg(n) => {
                self.out().push_str("%arg");
                self.num(n.into());
            }
        }
    }

    /// `(a, b, c)` with the given values, or `()` when empty.
    fn val_list(&mut self, vals: &[Val]) {
        self.out().push('(');
        for (i, &v) in vals.iter().enumerate() {
            if i > 0 {
                self.out().push_str(", ");
            }
            self.val(v);
        }
        self.out().push(')');
    }
}
