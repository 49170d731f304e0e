//! The printing API of custom print hooks beyond types, attributes and
//! regions: region arguments declared by the op's own syntax (`%arg0: i32
//! {attrs} loc(…)`), optional attribute dictionaries, an op's attributes
//! as one list, and regions printed under the op's default dialect.

use crate::asm::printer::{AsmPrinter, Mode};
use crate::context::builtin::affine::{AffineExpr, AffineExprSink, AffineMap, print_expr_to};
use crate::context::builtin::attributes::NamedAttr;
use crate::ir::{Op, Region, Value};

/// Prints the leaves of an affine expression as the operands bound to them.
struct OperandLeaves<'p, 'a> {
    printer: &'p mut AsmPrinter<'a>,
    dims: &'p [Value],
    symbols: &'p [Value],
}

impl AffineExprSink for OperandLeaves<'_, '_> {
    fn text(&mut self, text: &str) {
        self.printer.write_str(text);
    }

    fn dim(&mut self, position: u32) {
        match self.dims.get(position as usize) {
            Some(&value) => self.printer.print_value_use(value),
            None => self.printer.write_str(&format!("<<dim {position} without operand>>")),
        }
    }

    fn symbol(&mut self, position: u32) {
        self.printer.write_str("symbol(");
        match self.symbols.get(position as usize) {
            Some(&value) => self.printer.print_value_use(value),
            None => self.printer.write_str(&format!("<<symbol {position} without operand>>")),
        }
        self.printer.write_str(")");
    }
}

impl AsmPrinter<'_> {
    /// Runs `f` one level of nesting deeper: a custom printer that recurses
    /// into itself (a type whose parameters are printed by its own code,
    /// not through `print_type`) calls it at each level, so deep nesting
    /// grows the stack on the heap instead of overflowing it.
    pub fn nested_level<T>(&mut self, f: impl FnOnce(&mut Self) -> T) -> T {
        stacker::maybe_grow(64 * 1024, 1024 * 1024, || f(self))
    }

    /// Prints an affine expression with its dimensions as the values
    /// `dims` (`%i`) and its symbols as `symbol(%n)` for `symbols` (MLIR's
    /// `printAffineExprOfSSAIds`).
    pub fn print_affine_expr_of_ssa_ids(
        &mut self,
        expr: &AffineExpr,
        dims: &[Value],
        symbols: &[Value],
    ) {
        print_expr_to(expr, &mut OperandLeaves { printer: self, dims, symbols });
    }

    /// Prints the results of `map` separated by `, ` over `operands`, its
    /// dimensions' values then its symbols' (MLIR's
    /// `printAffineMapOfSSAIds`; the brackets are the caller's).
    pub fn print_affine_map_of_ssa_ids(&mut self, map: &AffineMap, operands: &[Value]) {
        let split = (map.num_dims() as usize).min(operands.len());
        let (dims, symbols) = operands.split_at(split);
        for (i, expr) in map.results().iter().enumerate() {
            if i > 0 {
                self.write_str(", ");
            }
            self.print_affine_expr_of_ssa_ids(expr, dims, symbols);
        }
    }

    /// Prints the dimensions of a shape separated by `x` (`4x?x8`), a
    /// [`DYNAMIC`](crate::context::builtin::types::DYNAMIC) one as `?`, as MLIR's
    /// `printDimensionList`; the `x` before an element type is the
    /// caller's.
    pub fn print_dimension_list(&mut self, shape: &[i64]) {
        for (i, &dim) in shape.iter().enumerate() {
            if i > 0 {
                self.write_char('x');
            }
            if dim == crate::context::builtin::types::DYNAMIC {
                self.write_char('?');
            } else {
                self.write_str(&dim.to_string());
            }
        }
    }

    /// Prints a block argument as the op's syntax declares it: `%arg0: T`,
    /// then ` {attrs}` when `attrs` is not empty, then with
    /// `--mlir-print-debuginfo` its location, always inline (MLIR's
    /// `printRegionArgument`). mlir-opt's alias pass does not visit the
    /// attributes here: one used nowhere else prints without its alias.
    pub fn print_region_argument(&mut self, arg: Value, attrs: &[NamedAttr]) {
        let ir = self.ir();
        // A block argument is written the same at its definition and uses.
        self.print_value_use(arg);
        self.write_str(": ");
        self.print_type(arg.ty(ir));
        if self.mode == Mode::Print {
            self.print_optional_attr_dict(attrs, &[]);
        }
        self.print_argument_location(arg);
    }

    /// Prints a block argument without its type (`%arg0`), then with
    /// `--mlir-print-debuginfo` its location, inline (MLIR's
    /// `printRegionArgument` with `omitType`, as `affine.for` prints its
    /// induction variable).
    pub fn print_region_argument_without_type(&mut self, arg: Value) {
        self.print_value_use(arg);
        self.print_argument_location(arg);
    }

    /// ` loc(…)` after a region argument under `--mlir-print-debuginfo`.
    fn print_argument_location(&mut self, arg: Value) {
        let ir = self.ir();
        if self.opts.debug_info
            && let Some(loc) = arg.arg_loc(ir)
        {
            self.write_char(' ');
            if self.mode == Mode::Collect {
                // Visited (not deferrable) so its alias is still defined,
                // as mlir-opt does, though the location prints inline.
                self.print_op_location(loc, false);
            } else {
                self.write_str("loc(");
                self.print_location_body(loc);
                self.write_char(')');
            }
        }
    }

    /// Prints ` {name = value, …}` with the entries of `attrs` whose names
    /// are not in `elided`, in the order given; nothing when none is left.
    pub fn print_optional_attr_dict(&mut self, attrs: &[NamedAttr], elided: &[&str]) {
        self.print_attr_dict_if_any(" {", attrs, elided);
    }

    /// Prints ` attributes {…}` like [`AsmPrinter::print_optional_attr_dict`].
    pub fn print_optional_attr_dict_with_keyword(&mut self, attrs: &[NamedAttr], elided: &[&str]) {
        self.print_attr_dict_if_any(" attributes {", attrs, elided);
    }

    /// All attributes of `op`, its properties (inherent attributes) and its
    /// discardable attributes, sorted by name (MLIR's `getAttrs()`).
    pub fn op_attributes(&self, op: Op) -> Vec<NamedAttr> {
        let ir = self.ir();
        let ctx = self.ctx;
        let mut all: Vec<NamedAttr> = op.attrs(ir).to_vec();
        if let Some(def) = op.name(ir).def(ctx) {
            let props = def.property_names.iter().zip(op.props(ir));
            all.extend(
                props.filter_map(|(n, v)| v.map(|value| NamedAttr { name: ctx.ident(n), value })),
            );
            all.sort_by(|a, b| {
                crate::support::text_bytes::cmp(a.name.as_str(ctx), b.name.as_str(ctx))
            });
        }
        all
    }

    /// Prints a region of `op` (see [`AsmPrinter::print_region`]) with the
    /// op's default dialect in effect inside it (`OpAsmOpInterface`), so
    /// ops of that dialect print without their prefix.
    pub fn print_op_region(
        &mut self,
        op: Op,
        region: Region,
        print_entry_args: bool,
        print_empty_entry: bool,
        print_terminators: bool,
    ) {
        let name = op.name(self.ir());
        let dialect = crate::definitions::interfaces::op_asm::default_dialect_of(self.ctx, name);
        self.default_dialects.push(dialect);
        self.print_region(region, print_entry_args, print_empty_entry, print_terminators);
        self.default_dialects.pop();
    }

    fn print_attr_dict_if_any(&mut self, open: &str, attrs: &[NamedAttr], elided: &[&str]) {
        let ctx = self.ctx;
        let shown = || attrs.iter().filter(|a| !elided.contains(&a.name.as_str(ctx)));
        if shown().next().is_none() {
            return;
        }
        self.write_str(open);
        self.print_dict_entries(shown().map(|a| (a.name, a.value)));
        self.write_char('}');
    }

    /// `^bb1` or `^bb1(%a, %b : i32, f32)`: a successor and the operands
    /// passed to it (MLIR's `printSuccessorAndUseList`).
    pub fn print_successor_and_use_list(&mut self, block: crate::ir::Block, operands: &[Value]) {
        self.print_block_name(block);
        if operands.is_empty() {
            return;
        }
        let ir = self.ir();
        self.write_char('(');
        self.print_separated(operands.iter().copied(), Self::print_value_use);
        self.write_str(" : ");
        let types: Vec<crate::context::builtin::types::Type> =
            operands.iter().map(|v| v.ty(ir)).collect();
        self.print_type_list(&types);
        self.write_char(')');
    }
}
