//! Layer 3, the textual hook types: the structs a custom parse or print
//! function receives ([`Parser`](parser_state::Parser) and
//! [`AsmPrinter`](printer_state::AsmPrinter) with their state) and the
//! hooks' signatures ([`signatures`]), without their behaviour. As MLIR
//! keeps `OpAsmParser`/`OpAsmPrinter` in its IR library below the parser
//! engine, these sit below the op definitions that store the hooks; the
//! methods live with the engines in [`asm`](crate::asm).

pub mod parser_state;
pub mod printer_state;
pub mod signatures;
