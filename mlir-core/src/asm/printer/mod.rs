//! The printer of MLIR's textual format, byte-identical to mlir-opt 22:
//! generic and custom op forms, SSA and block naming, attribute, type and
//! location aliases, and the resource section.
//!
//! Printing runs twice over the IR: a dry run in *collect* mode records every
//! aliasable type and attribute in the order it would be printed (and the
//! distinct attributes' print order); the real run then prints with the
//! aliases (the collect pass is skipped when nothing can get an alias). In
//! the real run the functions of a module print on rayon's threads, each on
//! its own, and their texts are written in order (see `parallel.rs`).
//! Nothing here recurses on the nesting depth of regions (see `ops.rs`) nor
//! of types, attributes and locations (see `pieces.rs`).
//!
//! [`AsmPrinter`] itself, its options and state are in
//! `asm_hooks::printer_state`, types only, in the layer below the definitions,
//! so that the hooks `OpDef` stores can name them; the files here hold its
//! behaviour.
//!
//! Files: `mod.rs` entry points and the display hooks it gives each context;
//! `hook_api.rs` what print hooks call beyond types and attributes (region
//! arguments, optional attribute dictionaries, regions under the op's default
//! dialect); `attrs.rs` the syntax of types, attributes and locations;
//! `pieces.rs` the engine that prints them over a stack of pieces; `dense.rs`
//! element lists and the resource section; `aliases.rs` alias collection and
//! naming, the dialects' alias hooks asked; `ssa_names.rs` SSA numbering and the
//! name sanitizer aliases share; `ops.rs` the task engine of ops, regions and
//! blocks; `parallel.rs` the units printed on rayon's threads, which share the
//! whole IR's names (`Arc<SsaNames>`), a window at a time, their texts written
//! in order; `operand_names.rs` values written alone (`Value::printAsOperand`);
//! `asm_state.rs` a naming kept to print ops later as they were named then.
//!
//! The collect pass is skipped when it can find nothing: local scope, or
//! locations not printed, no dialect naming aliases, and no value builtin
//! aliases ever interned in the context (`get_attr`/`get_type` record that).
//!
//! **Streaming.** `print_ir` keeps the whole text; `print_ir_to` streams it:
//! between the engine's tasks, between alias definitions and between the
//! elements of type lists (tuples, function types), arrays and dictionaries, it
//! hands each 64 KiB of finished text to a writer (the collect pass drops its
//! text there), unless an offset into the text is held (`pinned`: a dialect
//! type's or attribute's parameters, or a region a running custom printer
//! deferred, whose later text waits for the region's), so memory does not grow
//! with the output. Positions a custom printer records count from the start of
//! the whole output (bytes already handed plus the buffer), so its text streams
//! up to its first region. Units printed on other threads keep their text only
//! up to 1 MiB (`keep_at_most`): past it a unit gives up
//! (`UnitResult::TooLong`) and its ops print on the streaming printer, with the
//! names the unit gave them. The driver prints this way.
//!
//! `docs/mlir22-notes.md` records mlir-opt's printing rules (aliases, SSA
//! names) with examples.

mod aliases;
mod asm_state;
mod attrs;
mod dense;
mod hook_api;
mod operand_names;
mod ops;
mod parallel;
mod pieces;
mod ssa_names;

use rustc_hash::FxHashMap;

use crate::context::Context;
use crate::context::builtin::attributes::Attribute;
use crate::context::builtin::location::Location;
use crate::context::builtin::types::Type;
use crate::ir::IrView;

pub use crate::asm_hooks::printer_state::{AsmPrinter, PrintOptions};
pub(crate) use crate::asm_hooks::printer_state::{Mode, SsaNames};
pub use asm_state::AsmState;
pub use attrs::{escape_string, is_bare_identifier};
pub use operand_names::OperandNamer;

impl<'a> AsmPrinter<'a> {
    pub(crate) fn new(ir: &'a IrView, opts: PrintOptions, mode: Mode) -> AsmPrinter<'a> {
        let mut p = AsmPrinter::standalone(ir.ctx(), opts, mode);
        p.ir = Some(ir);
        p
    }

    /// A printer for types, attributes and locations outside of any IR.
    pub(crate) fn standalone(ctx: &'a Context, opts: PrintOptions, mode: Mode) -> AsmPrinter<'a> {
        AsmPrinter {
            ir: None,
            ctx,
            opts,
            out: String::new(),
            mode,
            aliases: crate::asm_hooks::printer_state::AliasState::default(),
            names: Default::default(),
            indent: 0,
            null_values: Vec::new(),
            distinct_ids: FxHashMap::default(),
            default_dialects: vec!["builtin"],
            used_resources: Vec::new(),
            in_op_location: false,
            in_engine: false,
            deferred: Vec::new(),
            sink: None,
            sink_error: None,
            pinned: 0,
            handed: 0,
            keep_at_most: usize::MAX,
            overflowed: false,
            pieces: Vec::new(),
            units: None,
        }
    }

    /// Appends raw text.
    pub fn write_str(&mut self, s: &str) {
        if self.mode == Mode::Print {
            self.out.push_str(s);
        }
    }

    /// Appends one character.
    pub fn write_char(&mut self, c: char) {
        if self.mode == Mode::Print {
            self.out.push(c);
        }
    }

    /// Starts a new line at the current indentation.
    pub fn newline(&mut self) {
        if self.mode == Mode::Print {
            const SPACES: &str = "                                                                ";
            self.out.push('\n');
            // Deep nesting makes long indentation: copy it in chunks.
            let mut n = 2 * self.indent;
            while n > 0 {
                let k = n.min(SPACES.len());
                self.out.push_str(&SPACES[..k]);
                n -= k;
            }
        }
    }

    /// The IR being printed.
    pub fn ir(&self) -> &'a IrView {
        self.ir.expect("printing IR needs an IR view")
    }

    /// The context.
    pub fn ctx(&self) -> &'a Context {
        self.ctx
    }

    /// The options in effect.
    pub fn options(&self) -> &PrintOptions {
        &self.opts
    }
}

/// Prints a whole IR (its top-level op and the alias and resource
/// sections) exactly as mlir-opt does, ending with mlir-opt's extra newline.
/// Bytes that are not UTF-8 (which mlir-opt writes as they are only inside
/// dialect attribute and type bodies) are in the text encoded as
/// [`crate::support::text_bytes`] does; [`print_ir_to`] writes them as bytes.
pub fn print_ir(ir: &IrView, opts: &PrintOptions) -> String {
    print_whole(ir, opts, None).0
}

/// Prints a whole IR as [`print_ir`] does, writing the text to `sink` as it
/// is produced instead of building it in memory (mlir-opt streams its
/// output too): memory stays bounded by the IR, not by the output. Bytes
/// that are not UTF-8 are written as they are, as mlir-opt writes them.
/// Returns the first error `sink` reported.
pub fn print_ir_to(
    ir: &IrView,
    opts: &PrintOptions,
    sink: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    match print_whole(ir, opts, Some(sink)).1 {
        None => Ok(()),
        Some(e) => Err(e),
    }
}

/// Bytes of finished output the printer keeps before handing them to its
/// sink.
pub(crate) const OUTPUT_CHUNK: usize = 1 << 16;

/// The two passes of [`print_ir`] and [`print_ir_to`]: the text (all of it
/// without a sink, nothing with one) and the first error of the sink.
fn print_whole<'a>(
    ir: &'a IrView,
    opts: &PrintOptions,
    sink: Option<&'a mut dyn std::io::Write>,
) -> (String, Option<std::io::Error>) {
    let top = ir.top_level_ops();
    // Functions print on rayon's threads, each numbering its own values.
    let units = parallel::find_units(ir, &top, opts);
    let names = SsaNames::compute_except(ir, &top, opts.generic, units.as_ref().map(|u| &u.ops));
    let names = std::sync::Arc::new(names);
    let (names, aliases) = collect_aliases(ir, opts, &top, names, units.as_ref());
    let mut p = AsmPrinter::new(ir, opts.clone(), Mode::Print);
    if let Some(units) = units {
        p.hand_units_to_threads(units);
    }
    let streaming = sink.is_some();
    p.sink = sink;
    p.out.reserve(if streaming { 2 * OUTPUT_CHUNK } else { opts.capacity_hint });
    p.names = names;
    p.aliases = aliases;
    // Aliases before the op (all but deferred op locations).
    p.print_alias_definitions(false);
    for &op in &top {
        p.print_top_level_op(op);
        p.out.push('\n');
    }
    if !opts.local_scope {
        // With local scope: no alias or resource sections and no final
        // blank line.
        p.print_alias_definitions(true);
        p.print_resources();
        p.out.push('\n');
    }
    if streaming {
        p.hand_over_output(0);
    }
    (std::mem::take(&mut p.out), p.sink_error.take())
}

/// The alias pass: prints `top` in collect mode and names the aliases it
/// found. Skipped, as it can find none, with local scope (no aliases) and
/// when locations are not printed, no dialect names aliases and the context
/// never interned a value builtin gives an alias.
fn collect_aliases<'a>(
    ir: &'a IrView,
    opts: &PrintOptions,
    top: &[crate::ir::Op],
    names: std::sync::Arc<SsaNames>,
    units: Option<&crate::asm_hooks::printer_state::Units>,
) -> (std::sync::Arc<SsaNames>, crate::asm_hooks::printer_state::AliasState<'a>) {
    let ctx = ir.ctx();
    let hooks = if opts.local_scope {
        Vec::new()
    } else {
        crate::definitions::interfaces::op_asm_dialect::alias_sources(ctx)
    };
    if opts.local_scope || (!opts.debug_info && hooks.is_empty() && !ctx.may_have_builtin_aliases())
    {
        let aliases =
            crate::asm_hooks::printer_state::AliasState { disabled: true, ..Default::default() };
        return (names, aliases);
    }
    let mut collect = AsmPrinter::new(ir, opts.clone(), Mode::Collect);
    collect.aliases.hooks = hooks;
    collect.names = names;
    if let Some(units) = units {
        collect.hand_units_to_threads(units.clone());
    }
    for &op in top {
        collect.print_top_level_op(op);
    }
    let names = std::mem::take(&mut collect.names);
    (names, collect.aliases.finish(ctx, opts.local_scope))
}

impl AsmPrinter<'_> {
    /// Hands the finished output to the sink once it holds `at_least`
    /// bytes (or, while collecting aliases, drops it: that pass's text is
    /// never used), unless an offset into it is held ([`Self::pinned`], or
    /// a region a running custom printer deferred). A printer without a
    /// sink keeps its output, up to [`Self::keep_at_most`].
    #[inline]
    pub(crate) fn hand_over_output(&mut self, at_least: usize) {
        if self.out.len() >= at_least && !self.out.is_empty() {
            self.hand_over_now();
        }
    }

    #[cold]
    fn hand_over_now(&mut self) {
        if self.pinned > 0 || !self.deferred.is_empty() {
            return;
        }
        match (self.mode, self.sink.as_mut()) {
            (Mode::Print, Some(sink)) => {
                if self.sink_error.is_none()
                    && let Err(e) = sink.write_all(&crate::support::text_bytes::to_bytes(&self.out))
                {
                    self.sink_error = Some(e);
                }
            }
            (Mode::Print, None) if self.overflowed || self.out.len() > self.keep_at_most => {
                // Give up: what is left to print is dropped, and nested
                // printing loops (running above their own stack base) end.
                self.overflowed = true;
                self.pieces.clear();
            }
            (Mode::Print, None) => return,
            (Mode::Collect, _) => {}
        }
        self.handed += self.out.len();
        self.out.clear();
    }

    /// A point where the printing of one value may hand its text over (see
    /// [`Self::hand_over_output`]); returns whether to go on printing.
    #[inline]
    pub(crate) fn stream_point(&mut self) -> bool {
        self.hand_over_output(OUTPUT_CHUNK);
        !self.overflowed
    }

    /// The position in the whole output that the next byte written takes.
    pub(crate) fn position(&self) -> usize {
        self.handed + self.out.len()
    }
}

/// Gives `ctx` the printer's functions that layers below it write values
/// and ops into messages with (`Context::new` calls it).
pub(crate) fn install_printer_hooks(ctx: &mut Context) {
    ctx.set_display_hooks(crate::context::display_hooks::DisplayHooks {
        ty: type_to_string,
        attr: attr_to_string,
        location: location_to_string,
    });
    ctx.set_op_text_hook(print_op_for_diagnostic);
}

/// A type as text (no aliases).
pub fn type_to_string(ctx: &Context, ty: Type) -> String {
    type_to_string_with(ctx, ty, &PrintOptions::new())
}

/// A type as text, as MLIR's `Type::print` writes it with the printing
/// flags `opts` (no aliases).
pub fn type_to_string_with(ctx: &Context, ty: Type, opts: &PrintOptions) -> String {
    let mut p = AsmPrinter::standalone(ctx, opts.clone(), Mode::Print);
    p.aliases.disabled = true;
    p.print_type(ty);
    p.out
}

/// An attribute as text (no aliases).
pub fn attr_to_string(ctx: &Context, attr: Attribute) -> String {
    attr_to_string_with(ctx, attr, &PrintOptions::new())
}

/// An attribute as text, as MLIR's `Attribute::print` writes it with the
/// printing flags `opts` (no aliases; the elision of large elements and
/// their hexadecimal form follow `opts`).
pub fn attr_to_string_with(ctx: &Context, attr: Attribute, opts: &PrintOptions) -> String {
    let mut p = AsmPrinter::standalone(ctx, opts.clone(), Mode::Print);
    p.aliases.disabled = true;
    p.print_attribute(attr);
    p.out
}

/// A location as text, `loc(…)` included, without aliases.
pub fn location_to_string(ctx: &Context, loc: Location) -> String {
    let mut p = AsmPrinter::standalone(ctx, PrintOptions::new(), Mode::Print);
    p.aliases.disabled = true;
    p.print_location(loc);
    p.out
}

/// Prints one op in the generic form with local scope, as diagnostics show
/// it (`see current operation: …`): values defined outside it print as
/// `<<UNKNOWN SSA VALUE>>`.
pub fn print_op_for_diagnostic(ir: &IrView, op: crate::ir::Op, debug_info: bool) -> String {
    let opts = PrintOptions { generic: true, local_scope: true, debug_info, ..PrintOptions::new() };
    let mut p = AsmPrinter::new(ir, opts, Mode::Print);
    p.aliases.disabled = true;
    p.names = std::sync::Arc::new(SsaNames::compute(ir, &[naming_scope(ir, op)], true));
    p.print_op(op);
    p.out
}

/// [`print_op_for_diagnostic`] with the uses of `nulls` printed as missing
/// operands (`<<NULL VALUE>>` of type `<<NULL TYPE>>`), as MLIR shows an op
/// whose operand was dropped: the IR holds no missing operand, so a pass
/// that drops uses stands them in with values of its own.
pub fn print_op_with_null_operands(
    ir: &IrView,
    op: crate::ir::Op,
    nulls: &[crate::ir::Value],
    debug_info: bool,
) -> String {
    let opts = PrintOptions { generic: true, local_scope: true, debug_info, ..PrintOptions::new() };
    let mut p = AsmPrinter::new(ir, opts, Mode::Print);
    p.aliases.disabled = true;
    p.null_values = nulls.to_vec();
    p.names = std::sync::Arc::new(SsaNames::compute(ir, &[naming_scope(ir, op)], true));
    p.print_op(op);
    p.out
}

/// The op whose values `op`'s are numbered with when it is printed alone:
/// the nearest isolated-from-above ancestor, or the op itself when it is
/// isolated or top-level.
fn naming_scope(ir: &IrView, op: crate::ir::Op) -> crate::ir::Op {
    if op.child_body(ir).is_some() {
        return op;
    }
    match ir.body(op.body).parent {
        Some((b, id)) => crate::ir::Op { body: b, id },
        None => op,
    }
}

/// Prints one op as MLIR's `Operation::print` does (IR dumps between
/// passes use it): a nested op in local scope (aliases written inline),
/// its values numbered within its nearest isolated-from-above ancestor; a
/// top-level op as [`print_ir`] prints the whole IR (aliases unless
/// `opts` asks for local scope), without the final newline.
pub fn print_op_alone(ir: &IrView, op: crate::ir::Op, opts: &PrintOptions) -> String {
    if op.parent_op(ir).is_none() {
        // Without the newline mlir-opt's output adds after everything.
        let mut text = print_ir(ir, opts);
        text.pop();
        return text;
    }
    let opts = PrintOptions { local_scope: true, ..opts.clone() };
    let generic = opts.generic;
    let mut p = AsmPrinter::new(ir, opts, Mode::Print);
    p.aliases.disabled = true;
    p.names = std::sync::Arc::new(SsaNames::compute(ir, &[naming_scope(ir, op)], generic));
    p.print_op(op);
    p.out
}
