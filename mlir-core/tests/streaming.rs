//! `print_ir_to` streams: the text it writes equals `print_ir`'s, and it
//! reaches the sink in pieces of bounded size, even when one attribute's
//! text is far larger than a piece (aliases that nest exponentially).

use std::sync::Arc;

use mlir_core::Context;
use mlir_core::asm::parser::{ParseConfig, parse_source};
use mlir_core::asm::printer::{PrintOptions, print_ir, print_ir_to};

/// A sink that records the largest single write.
#[derive(Default)]
struct Recorder {
    bytes: Vec<u8>,
    largest_write: usize,
}

impl std::io::Write for Recorder {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.largest_write = self.largest_write.max(buf.len());
        self.bytes.extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// `#a19 = [1, 2]`, `#a18 = [#a19, #a19]`, …, `#a0 = [#a1, #a1]` (an alias
/// is defined before its uses): a 1 KB input whose printed attribute has
/// 2^20 leaves (mlir-opt prints it inline too: arrays get no aliases).
fn doubling_chain(levels: usize) -> String {
    let mut src = format!("#a{} = [1, 2]\n", levels - 1);
    for i in (0..levels - 1).rev() {
        src.push_str(&format!("#a{i} = [#a{n}, #a{n}]\n", n = i + 1));
    }
    src.push_str("\"t.op\"() {x = #a0} : () -> ()\n");
    src
}

#[test]
fn one_huge_attribute_streams_in_bounded_pieces() {
    let ctx = Arc::new(Context::new());
    ctx.set_allow_unregistered_dialects(true);
    let src = doubling_chain(20);
    let parsed = parse_source(ctx, &src, &ParseConfig::new("chain.mlir")).expect("parses");
    let opts = PrintOptions::new();
    let whole = print_ir(&parsed.ir, &opts);
    assert!(whole.len() > 2 << 20, "the attribute's text is megabytes long");
    let mut sink = Recorder::default();
    print_ir_to(&parsed.ir, &opts, &mut sink).expect("the recorder accepts everything");
    assert!(sink.bytes == whole.as_bytes(), "streamed text differs");
    assert!(sink.largest_write <= 256 << 10, "a write of {} bytes", sink.largest_write);
}
