//! Mistake: two cases spelled with the same keyword.
use mlir_derive::enum_attr;

#[enum_attr(cpp_name = "::x::Mode")]
pub enum Mode {
    Up = 0,
    #[keyword = "up"]
    Above = 1,
}

fn main() {}
