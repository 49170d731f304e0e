//! Printing of operations (generic form, or the op's custom printer),
//! regions and blocks, by an explicit work stack: nothing here recurses on
//! the nesting depth of the IR.
//!
//! The engine pops [`Task`]s: an op, a region, a piece of text, a newline,
//! a trailing location. Expanding a region pushes its blocks' headers and
//! ops; expanding a generic op pushes its regions between the text around
//! them. A custom printer (an op's `print` hook) is run to completion; each
//! `print_region` it calls is *deferred*: the engine cuts the hook's output
//! at that point and queues the region between the pieces, so the text
//! comes out in order. Alias visits a hook makes after a deferred region
//! happen before the region's own; hooks usually print their regions last
//! (as `module`). The declarative format interpreter is such a hook: the
//! elements a format places after a region are cut off the same way.

use std::sync::Arc;

use crate::asm::printer::{AsmPrinter, Mode};
use crate::asm_hooks::printer_state::{NameSlot, RegionStyle, Task, UnitResult};
use crate::context::Identifier;
use crate::context::builtin::attributes::Attribute;
use crate::ir::{Block, Op, Region, Value, ValueOwner};

/// How a registered op prints its custom form.
enum CustomForm {
    Format(&'static crate::asm::format::OpFormat),
    Hook(crate::asm_hooks::signatures::CustomPrintFn),
}

impl AsmPrinter<'_> {
    /// Prints a top-level op (no indentation, no trailing newline).
    pub(crate) fn print_top_level_op(&mut self, op: Op) {
        self.print_op(op);
    }

    /// Prints one op at the current position: results, body, location.
    /// Called from a custom printer, the op is queued like a region.
    pub fn print_op(&mut self, op: Op) {
        let task = Task::Op(op, self.indent);
        self.run_or_defer(task);
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
        let style = RegionStyle { print_entry_args, print_empty_entry, print_terminators };
        let dialect = self.default_dialects.last().copied().unwrap_or("");
        let task = Task::Region(region, style, self.indent, dialect);
        self.run_or_defer(task);
    }

    /// Inside the engine (a custom printer is running) a task is deferred to
    /// the current output position; outside, the engine runs it.
    fn run_or_defer(&mut self, task: Task) {
        if self.in_engine {
            let at = self.position();
            self.deferred.push((at, task));
        } else {
            self.run_engine(task);
        }
    }

    fn run_engine(&mut self, first: Task) {
        self.in_engine = true;
        let saved_indent = self.indent;
        let mut stack = vec![first];
        while let Some(task) = stack.pop() {
            // Between tasks no custom printer's output awaits cutting.
            if !self.stream_point() {
                break;
            }
            match task {
                Task::Text(s) => self.write_str(&s),
                Task::Newline(indent) => {
                    self.indent = indent;
                    self.newline();
                }
                Task::Op(op, indent) => {
                    self.indent = indent;
                    self.expand_op(op, &mut stack);
                }
                Task::Region(region, style, indent, dialect) => {
                    self.indent = indent;
                    self.expand_region(region, style, dialect, &mut stack);
                }
                Task::BlockHeader(block, preds) => self.print_block_header(block, preds),
                Task::PopDialect => {
                    self.default_dialects.pop();
                }
                Task::OpsFrom(op, indent, stop) => {
                    if Some(op) != stop {
                        // A unit may print several ops of the block.
                        let unit = self.unit_result(op, indent, stop);
                        let last = unit.as_ref().map_or(op, |(_, last)| *last);
                        // The rest of the block comes after this op's tasks.
                        if let Some(next) = last.next(self.ir()) {
                            stack.push(Task::OpsFrom(next, indent, stop));
                        }
                        match unit {
                            Some((UnitResult::Text(text, resources), _)) => {
                                self.used_resources.extend(resources);
                                stack.push(Task::Text(text));
                            }
                            Some((UnitResult::Aliases(visited), _)) => {
                                self.aliases.merge_unit(visited);
                            }
                            Some((UnitResult::TooLong(own_names), last)) => {
                                // The unit's ops print here, one by one, as
                                // its printer separated them, and with its
                                // names.
                                if let Some(names) = own_names {
                                    stack.push(Task::UseNames(Arc::clone(&self.names)));
                                    self.names = names;
                                }
                                let mut ops = vec![op];
                                let mut at = op;
                                while at != last
                                    && let Some(next) = at.next(self.ir())
                                {
                                    at = next;
                                    ops.push(at);
                                }
                                for (i, &each) in ops.iter().enumerate().rev() {
                                    stack.push(Task::Op(each, indent));
                                    if i > 0 {
                                        stack.push(Task::Newline(indent));
                                    }
                                }
                            }
                            None => stack.push(Task::Op(op, indent)),
                        }
                        stack.push(Task::Newline(indent));
                    }
                }
                Task::GenericTail(op) => self.print_generic_tail(op),
                Task::UseNames(names) => self.names = names,
                Task::Loc(op) => {
                    let loc = op.loc(self.ir());
                    self.write_char(' ');
                    self.print_op_location(loc, true);
                }
            }
        }
        self.indent = saved_indent;
        self.in_engine = false;
    }

    /// Pushes `tasks` so that they pop in order.
    fn push_in_order(stack: &mut Vec<Task>, tasks: Vec<Task>) {
        stack.extend(tasks.into_iter().rev());
    }

    fn expand_op(&mut self, op: Op, stack: &mut Vec<Task>) {
        let ir = self.ir();
        let n = op.num_results(ir);
        if n > 0 {
            self.print_result_defs(op, n);
        }
        let name = op.name(ir);
        if self.mode == Mode::Collect && self.opts.debug_info {
            // The alias pass visits an op's location before its contents.
            let loc = op.loc(ir);
            self.print_op_location(loc, true);
        }
        let trailing_loc = self.opts.debug_info && self.mode == Mode::Print;
        let custom = if self.opts.generic {
            None
        } else {
            name.def(self.ctx).and_then(|d| match (d.format, d.print) {
                (Some(format), _) => Some(CustomForm::Format(format)),
                (None, Some(print)) => Some(CustomForm::Hook(print)),
                (None, None) => None,
            })
        };
        let mut tasks = Vec::new();
        match custom {
            Some(form) => {
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
                // Run the hook; cut its output where it deferred regions.
                // Its text streams until it defers the first one (positions
                // count from the start of the whole output, see
                // `Self::handed`), and stays in `out` from there on.
                let start = self.position();
                let outer = std::mem::take(&mut self.deferred);
                match form {
                    CustomForm::Format(format) => crate::asm::format::print(self, op, format),
                    CustomForm::Hook(print) => print(self, op),
                }
                let deferred = std::mem::replace(&mut self.deferred, outer);
                if !deferred.is_empty() {
                    let handed = self.handed;
                    let mut prev = start.max(handed) - handed;
                    let cut_at = prev;
                    for (at, task) in deferred {
                        let at = at - handed;
                        if at > prev {
                            tasks.push(Task::Text(self.out[prev..at].to_owned()));
                        }
                        tasks.push(task);
                        prev = at;
                    }
                    if self.out.len() > prev {
                        tasks.push(Task::Text(self.out[prev..].to_owned()));
                    }
                    self.out.truncate(cut_at);
                }
            }
            None => self.expand_generic_op(op, &mut tasks),
        }
        if trailing_loc {
            tasks.push(Task::Loc(op));
        }
        Self::push_in_order(stack, tasks);
    }

    /// The generic form up to its regions; queues the regions and the rest.
    fn expand_generic_op(&mut self, op: Op, tasks: &mut Vec<Task>) {
        let ir = self.ir();
        let ctx = self.ctx;
        let name = op.name(ir);
        let regions: Vec<Region> = op.regions(ir).collect();
        let dialect = crate::definitions::interfaces::op_asm::default_dialect_of(ctx, name);
        let style = RegionStyle {
            print_entry_args: true,
            print_empty_entry: true,
            print_terminators: true,
        };
        if self.mode == Mode::Collect {
            // The alias pass, in mlir-opt's order: regions, operand types,
            // result types, a registered op's properties, the attribute
            // dictionary.
            tasks.extend(regions.into_iter().map(|r| Task::Region(r, style, self.indent, dialect)));
            tasks.push(Task::GenericTail(op));
            return;
        }
        self.print_text_string(name.as_str(ctx));
        self.write_char('(');
        self.print_separated(op.operands(ir), Self::print_value_use);
        self.write_char(')');
        if op.num_successors(ir) > 0 {
            self.write_char('[');
            self.print_separated(op.successors(ir), Self::print_block_name);
            self.write_char(']');
        }
        self.print_generic_props(op);
        if !regions.is_empty() {
            self.write_str(" (");
            for (i, r) in regions.into_iter().enumerate() {
                if i > 0 {
                    tasks.push(Task::Text(", ".to_owned()));
                }
                tasks.push(Task::Region(r, style, self.indent, dialect));
            }
            tasks.push(Task::Text(")".to_owned()));
        }
        tasks.push(Task::GenericTail(op));
    }

    /// The generic form after the regions: attributes and the function type
    /// (in collect mode: operand types, result types, attributes).
    fn print_generic_tail(&mut self, op: Op) {
        let ir = self.ir();
        let operand_types: Vec<_> = op.operands(ir).map(|v| v.ty(ir)).collect();
        let result_types: Vec<_> = op.results(ir).map(|v| v.ty(ir)).collect();
        let attrs = op.attrs(ir);
        if self.mode == Mode::Collect {
            self.print_type_list(&operand_types);
            self.print_type_list(&result_types);
            // mlir-opt visits a registered op's properties as one dictionary;
            // an unregistered op's `<{…}>` is printed inline, never aliased.
            if let Some(entries) = self.registered_prop_entries(op) {
                self.print_dict_entries(entries.into_iter());
            }
            self.print_dict_entries(attrs.iter().map(|a| (a.name, a.value)));
            return;
        }
        if !attrs.is_empty() {
            self.write_str(" {");
            self.print_dict_entries(attrs.iter().map(|a| (a.name, a.value)));
            self.write_char('}');
        }
        self.write_str(" : (");
        if self.null_values.is_empty() {
            self.print_type_list(&operand_types);
        } else {
            let operands: Vec<Value> = op.operands(ir).collect();
            for (i, (&t, v)) in operand_types.iter().zip(operands).enumerate() {
                if i > 0 {
                    self.write_str(", ");
                }
                if self.null_values.contains(&v) {
                    self.write_str("<<NULL TYPE>>");
                } else {
                    self.print_type(t);
                }
            }
        }
        self.write_str(") -> ");
        self.print_result_types(&result_types);
    }

    /// Writes `{` and queues the blocks and the closing `}`.
    fn expand_region(
        &mut self,
        region: Region,
        style: RegionStyle,
        dialect: &'static str,
        stack: &mut Vec<Task>,
    ) {
        if self.opts.skip_regions {
            self.write_str("{...}");
            return;
        }
        let ir = self.ir();
        let indent = self.indent;
        self.write_char('{');
        let blocks: Vec<Block> = region.blocks(ir).collect();
        // Predecessors of every block, from one scan of the region.
        let mut preds: rustc_hash::FxHashMap<Block, Vec<u32>> = rustc_hash::FxHashMap::default();
        if blocks.len() > 1 && self.mode == Mode::Print {
            for (i, &b) in blocks.iter().enumerate() {
                for op in b.ops(ir) {
                    for s in op.successors(ir) {
                        preds.entry(s).or_default().push(i as u32);
                    }
                }
            }
        }
        let mut tasks = Vec::new();
        for (i, &b) in blocks.iter().enumerate() {
            let header = if i == 0 {
                (style.print_entry_args && b.num_args(ir) > 0)
                    || (style.print_empty_entry && b.is_empty(ir))
            } else {
                true
            };
            if header {
                tasks.push(Task::Newline(indent));
                let p = if i == 0 { None } else { Some(preds.remove(&b).unwrap_or_default()) };
                tasks.push(Task::BlockHeader(b, p));
            }
            // Only a registered terminator is left out: the last op of a
            // block without terminator (`scf.forall.in_parallel`'s) prints.
            let is_terminator = |op: &Op| {
                op.name(ir)
                    .traits(self.ctx)
                    .contains(crate::semantics::traits::OpTraits::TERMINATOR)
            };
            let stop = b.last_op(ir).filter(|op| !style.print_terminators && is_terminator(op));
            if let Some(first) = b.first_op(ir) {
                tasks.push(Task::OpsFrom(first, indent + 1, stop));
            }
        }
        tasks.push(Task::Newline(indent));
        tasks.push(Task::Text("}".to_owned()));
        // The region's default dialect holds while its tasks run.
        self.default_dialects.push(dialect);
        tasks.push(Task::PopDialect);
        Self::push_in_order(stack, tasks);
    }

    /// The properties of a registered op as the generic form's `<{…}>`
    /// dictionary holds them (sorted by name, false unit properties left
    /// out); `None` for an unregistered op.
    fn registered_prop_entries(&self, op: Op) -> Option<Vec<(Identifier, Attribute)>> {
        let ir = self.ir();
        let ctx = self.ctx;
        let def = op.name(ir).def(ctx)?;
        let mut entries: Vec<(Identifier, Attribute)> = def
            .property_names
            .iter()
            .zip(op.props(ir))
            .filter_map(|(n, v)| v.map(|v| (ctx.ident(n), v)))
            .filter(|(_, v)| !is_false_unit(ctx, *v))
            .collect();
        entries.sort_by(|a, b| crate::support::text_bytes::cmp(a.0.as_str(ctx), b.0.as_str(ctx)));
        Some(entries)
    }

    fn print_generic_props(&mut self, op: Op) {
        match self.registered_prop_entries(op) {
            None => {
                // An unregistered op's properties are one attribute, kept as written.
                if let Some(Some(attr)) = op.props(self.ir()).first() {
                    self.write_str(" <");
                    self.print_attribute(*attr);
                    self.write_char('>');
                }
            }
            Some(entries) if entries.is_empty() => {}
            Some(entries) => {
                self.write_str(" <{");
                self.print_dict_entries(entries.into_iter());
                self.write_str("}>");
            }
        }
    }

    fn print_block_header(&mut self, b: Block, preds: Option<Vec<u32>>) {
        let ir = self.ir();
        self.print_block_name(b);
        if b.num_args(ir) > 0 {
            self.write_char('(');
            self.print_separated(b.args(ir), |p, a| {
                p.print_value_def(a);
                p.write_str(": ");
                p.print_type(a.ty(ir));
                if p.opts.debug_info
                    && let Some(loc) = a.arg_loc(ir)
                {
                    p.write_char(' ');
                    p.print_block_arg_location(loc);
                }
            });
            self.write_char(')');
        }
        self.write_char(':');
        if let Some(preds) = preds {
            self.print_predecessors(preds);
        }
    }

    /// Block-argument locations print inline, but are still visited (as
    /// non-deferrable) so they get an alias definition, as in mlir-opt.
    fn print_block_arg_location(&mut self, loc: crate::context::builtin::location::Location) {
        if self.mode == Mode::Collect {
            self.print_op_location(loc, false);
            return;
        }
        self.write_str("loc(");
        self.print_location_body(loc);
        self.write_char(')');
    }

    /// `  // pred: ^bb0`, `  // 2 preds: ^bb0, ^bb1` or `  // no predecessors`
    /// (one entry per branch, sorted by block number).
    fn print_predecessors(&mut self, mut preds: Vec<u32>) {
        if self.mode == Mode::Collect {
            return;
        }
        preds.sort_unstable();
        self.write_str("  // ");
        match preds.len() {
            0 => self.write_str("no predecessors"),
            1 => self.write_str("pred: "),
            n => {
                self.write_u64(n as u64);
                self.write_str(" preds: ");
            }
        }
        for (i, p) in preds.iter().enumerate() {
            if i > 0 {
                self.write_str(", ");
            }
            self.write_str("^bb");
            self.write_u64(u64::from(*p));
        }
    }

    /// Prints `items` separated by `, `.
    pub fn print_separated<T>(
        &mut self,
        items: impl IntoIterator<Item = T>,
        mut each: impl FnMut(&mut Self, T),
    ) {
        for (i, item) in items.into_iter().enumerate() {
            if i > 0 {
                self.write_str(", ");
            }
            each(self, item);
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
            // ASCII digits: pushed as they are, with no validation of the
            // buffer as text.
            self.out.extend(buf[i..].iter().map(|&digit| char::from(digit)));
        }
    }

    /// Prints the name a value is defined with (`%5`, `%arg0`).
    fn print_value_def(&mut self, v: Value) {
        self.print_value_name(v, false);
    }

    /// Prints a use of a value (`%5`, `%5#1`, `%arg0`).
    pub fn print_value_use(&mut self, v: Value) {
        if self.mode == Mode::Collect {
            return;
        }
        self.print_value_name(v, true);
    }

    /// The results of an op before ` = `: one group `%5:2` (`%5` for one
    /// result), or the groups names split them into: `%low, %high`,
    /// `%base_buffer, %offset, %sizes:2`.
    fn print_result_defs(&mut self, op: Op, n: usize) {
        let ir = self.ir();
        // Copied out: printing needs the printer mutably (rare: only ops
        // with names beyond their first result have groups).
        let groups = self.names.result_groups(op).map(<[u32]>::to_vec);
        match groups {
            None => {
                self.print_value_def(op.result(ir, 0));
                if n > 1 {
                    self.write_char(':');
                    self.write_u64(n as u64);
                }
            }
            Some(starts) => {
                for (k, &first) in starts.iter().enumerate() {
                    let end = starts.get(k + 1).map_or(n, |&e| e as usize);
                    if k > 0 {
                        self.write_str(", ");
                    }
                    self.print_value_def(op.result(ir, first as usize));
                    if end - first as usize > 1 {
                        self.write_char(':');
                        self.write_u64((end - first as usize) as u64);
                    }
                }
            }
        }
        self.write_str(" = ");
    }

    /// `%argN`, `%N` or a requested name (`%c0`); with `result_index`, a
    /// result inside a group of several adds `#i`, its position in the
    /// group (the group's definition names all of it).
    fn print_value_name(&mut self, v: Value, result_index: bool) {
        if self.null_values.contains(&v) {
            self.write_str("<<NULL VALUE>>");
            return;
        }
        match self.names.get(v) {
            NameSlot::Arg(n) => {
                self.write_str("%arg");
                self.write_u64(u64::from(n));
                return;
            }
            NameSlot::Num(n) => {
                self.write_char('%');
                self.write_u64(u64::from(n));
            }
            NameSlot::Named(i) => {
                if self.mode == Mode::Print {
                    self.out.push('%');
                    self.out.push_str(self.names.text(i));
                }
            }
            NameSlot::Unnamed => {
                self.write_str("<<UNKNOWN SSA VALUE>>");
                return;
            }
        }
        let ir = self.ir();
        if result_index
            && let ValueOwner::Result(op, i) = v.owner(ir)
            && op.num_results(ir) > 1
        {
            let n = op.num_results(ir) as u32;
            let index = match self.names.result_group_of(op, i, n) {
                None => Some(i),
                Some((first, size)) => (size != 1).then_some(i - first),
            };
            if let Some(index) = index {
                self.write_char('#');
                self.write_u64(u64::from(index));
            }
        }
    }
}

/// Whether a property value is a unit attribute that means "false" (never
/// produced today; unit properties are absent when false).
fn is_false_unit(_ctx: &crate::context::Context, _v: Attribute) -> bool {
    false
}
