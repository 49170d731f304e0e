//! Printing of operations (generic form, or the op's custom printer),
//! regions and blocks.
//!
//! Region nesting recurses through [`AsmPrinter::print_region`], which grows
//! the stack on the heap when it runs low, so arbitrarily deep IR cannot
//! overflow it.

use crate::asm::printer::names::NameSlot;
use crate::asm::printer::{AsmPrinter, Mode};
use crate::ir::{Block, Op, Region, Value, ValueOwner};

/// Stack kept free before recursing into a region.
const STACK_RED_ZONE: usize = 128 * 1024;
/// Size of each additional stack segment.
const STACK_SEGMENT: usize = 4 * 1024 * 1024;

impl AsmPrinter<'_> {
    /// Prints a top-level op (no indentation, no trailing newline).
    pub(crate) fn print_top_level_op(&mut self, op: Op) {
        self.print_op(op);
    }

    /// Prints one op at the current position: results, body, location.
    pub fn print_op(&mut self, op: Op) {
        let ir = self.ir();
        let n = op.num_results(ir);
        if n > 0 {
            let first = op.result(ir, 0);
            self.print_value_def(first);
            if n > 1 {
                self.write_char(':');
                self.write_u64(n as u64);
            }
            self.write_str(" = ");
        }
        let name = op.name(ir);
        if self.mode == Mode::Collect && self.opts.debug_info {
            // The alias pass visits an op's location before its contents.
            let loc = op.loc(ir);
            self.print_op_location(loc, true);
        }
        let custom =
            if self.opts.generic { None } else { name.def(self.ctx).and_then(|d| d.print) };
        match custom {
            Some(print) => {
                let full = name.as_str(self.ctx);
                let shown = match (self.default_dialects.last(), full.split_once('.')) {
                    (Some(d), Some((dialect, rest)))
                        if !d.is_empty() && *d == dialect && !rest.contains('.') =>
                    {
                        rest
                    }
                    _ => full,
                };
                self.write_str(shown);
                print(self, op);
            }
            None => self.print_generic_op(op),
        }
        if self.opts.debug_info && self.mode == Mode::Print {
            self.write_char(' ');
            let loc = op.loc(ir);
            self.print_op_location(loc, true);
        }
    }

    /// The alias pass over a generic op: regions, operand types, result
    /// types, then the attribute dictionary (properties are skipped).
    fn collect_generic_op(&mut self, op: Op) {
        let ir = self.ir();
        let regions: Vec<Region> = op.regions(ir).collect();
        let default_dialect = op.name(ir).def(self.ctx).map_or("", |d| d.default_dialect);
        self.default_dialects.push(default_dialect);
        for r in regions {
            self.print_region(r, true, true, true);
        }
        self.default_dialects.pop();
        let operand_types: Vec<_> = op.operands(ir).map(|v| v.ty(ir)).collect();
        self.print_type_list(&operand_types);
        let result_types: Vec<_> = op.results(ir).map(|v| v.ty(ir)).collect();
        self.print_type_list(&result_types);
        let attrs = op.attrs(ir);
        self.print_dict_entries(attrs.iter().map(|a| (a.name, a.value)));
    }

    /// The generic form of an op.
    pub fn print_generic_op(&mut self, op: Op) {
        if self.mode == Mode::Collect {
            self.collect_generic_op(op);
            return;
        }
        let ir = self.ir();
        let ctx = self.ctx;
        let name = op.name(ir);
        self.print_string(name.as_str(ctx).as_bytes());
        self.write_char('(');
        for (i, v) in op.operands(ir).enumerate() {
            if i > 0 {
                self.write_str(", ");
            }
            self.print_value_use(v);
        }
        self.write_char(')');
        if op.num_successors(ir) > 0 {
            self.write_char('[');
            for (i, b) in op.successors(ir).enumerate() {
                if i > 0 {
                    self.write_str(", ");
                }
                self.print_block_name(b);
            }
            self.write_char(']');
        }
        if self.mode == Mode::Print {
            // The alias pass skips properties (mlir-opt does the same).
            self.print_generic_props(op);
        }
        let regions: Vec<Region> = op.regions(ir).collect();
        if !regions.is_empty() {
            let default_dialect = name.def(ctx).map_or("", |d| d.default_dialect);
            self.default_dialects.push(default_dialect);
            self.write_str(" (");
            for (i, r) in regions.iter().enumerate() {
                if i > 0 {
                    self.write_str(", ");
                }
                self.print_region(*r, true, true, true);
            }
            self.write_char(')');
            self.default_dialects.pop();
        }
        let attrs = op.attrs(ir);
        if !attrs.is_empty() {
            self.write_str(" {");
            self.print_dict_entries(attrs.iter().map(|a| (a.name, a.value)));
            self.write_char('}');
        }
        self.write_str(" : ");
        self.write_char('(');
        let operand_types: Vec<_> = op.operands(ir).map(|v| v.ty(ir)).collect();
        self.print_type_list(&operand_types);
        self.write_str(") -> ");
        let result_types: Vec<_> = op.results(ir).map(|v| v.ty(ir)).collect();
        self.print_result_types(&result_types);
    }

    fn print_generic_props(&mut self, op: Op) {
        let ir = self.ir();
        let ctx = self.ctx;
        let props = op.props(ir);
        match op.name(ir).def(ctx) {
            None => {
                // An unregistered op's properties are one attribute, kept as written.
                if let Some(Some(attr)) = props.first() {
                    self.write_str(" <");
                    self.print_attribute(*attr);
                    self.write_char('>');
                }
            }
            Some(def) => {
                let mut entries: Vec<(
                    crate::context::Identifier,
                    crate::builtin::attributes::Attribute,
                )> = def
                    .property_names
                    .iter()
                    .zip(props)
                    .filter_map(|(n, v)| v.map(|v| (ctx.ident(n), v)))
                    .filter(|(_, v)| !is_false_unit(ctx, *v))
                    .collect();
                if entries.is_empty() {
                    return;
                }
                entries.sort_by(|a, b| a.0.as_str(ctx).cmp(b.0.as_str(ctx)));
                self.write_str(" <{");
                self.print_dict_entries(entries.into_iter());
                self.write_str("}>");
            }
        }
    }

    /// Prints a region: `{`, its blocks, `}` at the current indentation.
    /// `print_entry_args`: print the entry block's header when it has
    /// arguments; `print_empty_entry`: print `^bb0:` for an empty entry
    /// block (generic form); `print_terminators`: print each block's last op.
    pub fn print_region(
        &mut self,
        region: Region,
        print_entry_args: bool,
        print_empty_entry: bool,
        print_terminators: bool,
    ) {
        stacker::maybe_grow(STACK_RED_ZONE, STACK_SEGMENT, || {
            self.print_region_inner(region, print_entry_args, print_empty_entry, print_terminators)
        });
    }

    fn print_region_inner(
        &mut self,
        region: Region,
        print_entry_args: bool,
        print_empty_entry: bool,
        print_terminators: bool,
    ) {
        let ir = self.ir();
        self.write_char('{');
        let blocks: Vec<Block> = region.blocks(ir).collect();
        for (i, &b) in blocks.iter().enumerate() {
            let header = if i == 0 {
                (print_entry_args && b.num_args(ir) > 0) || (print_empty_entry && b.is_empty(ir))
            } else {
                true
            };
            if header {
                self.newline();
                self.print_block_header(b, i == 0, &blocks);
            }
            self.indent += 1;
            let last = b.last_op(ir);
            for op in b.ops(ir) {
                if !print_terminators && Some(op) == last && op.name(ir).def(self.ctx).is_some() {
                    break;
                }
                self.newline();
                self.print_op(op);
            }
            self.indent -= 1;
        }
        self.newline();
        self.write_char('}');
    }

    fn print_block_header(&mut self, b: Block, is_entry: bool, region_blocks: &[Block]) {
        let ir = self.ir();
        self.print_block_name(b);
        if b.num_args(ir) > 0 {
            self.write_char('(');
            for (i, a) in b.args(ir).enumerate() {
                if i > 0 {
                    self.write_str(", ");
                }
                self.print_value_def(a);
                self.write_str(": ");
                self.print_type(a.ty(ir));
                if self.opts.debug_info
                    && let Some(loc) = a.arg_loc(ir)
                {
                    self.write_char(' ');
                    self.print_block_arg_location(loc);
                }
            }
            self.write_char(')');
        }
        self.write_char(':');
        if !is_entry {
            self.print_predecessors(b, region_blocks);
        }
    }

    /// Block-argument locations print inline, but are still visited (as
    /// non-deferrable) so they get an alias definition, as in mlir-opt.
    fn print_block_arg_location(&mut self, loc: crate::builtin::location::Location) {
        if self.mode == Mode::Collect {
            self.print_op_location(loc, false);
            return;
        }
        self.write_str("loc(");
        self.print_location_body(loc, false);
        self.write_char(')');
    }

    fn print_predecessors(&mut self, b: Block, region_blocks: &[Block]) {
        if self.mode == Mode::Collect {
            return;
        }
        let ir = self.ir();
        let mut preds: Vec<u32> = Vec::new();
        for &pb in region_blocks {
            for op in pb.ops(ir) {
                for s in op.successors(ir) {
                    if s == b {
                        preds.push(self.names.block(pb).unwrap_or(0));
                    }
                }
            }
        }
        preds.sort_unstable();
        self.write_str("  // ");
        match preds.len() {
            0 => self.write_str("no predecessors"),
            1 => self.write_str(&format!("pred: ^bb{}", preds[0])),
            n => {
                let list: Vec<String> = preds.iter().map(|p| format!("^bb{p}")).collect();
                self.write_str(&format!("{n} preds: {}", list.join(", ")));
            }
        }
    }

    /// `^bbN`.
    pub fn print_block_name(&mut self, b: Block) {
        match self.names.block(b) {
            Some(n) => {
                self.write_str("^bb");
                self.write_u64(u64::from(n));
            }
            None => self.write_str("<<UNKNOWN BLOCK>>"),
        }
    }

    /// Appends a decimal number without allocating.
    pub fn write_u64(&mut self, n: u64) {
        if self.mode == Mode::Print {
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
            // The buffer holds ASCII digits only.
            self.out.push_str(std::str::from_utf8(&buf[i..]).unwrap_or("0"));
        }
    }

    /// Prints the name a value is defined with (`%5`, `%arg0`).
    fn print_value_def(&mut self, v: Value) {
        match self.names.get(v) {
            NameSlot::Arg(n) => {
                self.write_str("%arg");
                self.write_u64(u64::from(n));
            }
            NameSlot::Num(n) => {
                self.write_char('%');
                self.write_u64(u64::from(n));
            }
            NameSlot::Unnamed => self.write_str("<<UNKNOWN SSA VALUE>>"),
        }
    }

    /// Prints a use of a value (`%5`, `%5#1`, `%arg0`).
    pub fn print_value_use(&mut self, v: Value) {
        if self.mode == Mode::Collect {
            return;
        }
        let ir = self.ir();
        match self.names.get(v) {
            NameSlot::Arg(n) => {
                self.write_str("%arg");
                self.write_u64(u64::from(n));
            }
            NameSlot::Num(n) => {
                self.write_char('%');
                self.write_u64(u64::from(n));
                if let ValueOwner::Result(op, i) = v.owner(ir)
                    && op.num_results(ir) > 1
                {
                    self.write_char('#');
                    self.write_u64(u64::from(i));
                }
            }
            NameSlot::Unnamed => self.write_str("<<UNKNOWN SSA VALUE>>"),
        }
    }
}

/// Whether a property value is a unit attribute that means "false" (never
/// produced today; unit properties are absent when false).
fn is_false_unit(
    _ctx: &crate::context::Context,
    _v: crate::builtin::attributes::Attribute,
) -> bool {
    false
}
