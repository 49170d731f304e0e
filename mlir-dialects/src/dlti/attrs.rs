//! The attributes of `dlti` (`#[attr_def]`s with parse and print functions
//! of their own, as upstream's are hand-written) and their checks, with
//! MLIR 22's messages.
//!
//! An entry's key is stored as an attribute: a type attribute for a type
//! key, a string attribute for an identifier. The lists hold entry
//! attributes, however they were written (`key = value` or
//! `#dlti.dl_entry<key, value>`).

use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::definitions::interfaces::data_layout_spec::{
    DataLayoutEntryInterface, DataLayoutEntryKey, DataLayoutSpecInterface,
};
use mlir_core::{Attribute, Context};
use mlir_derive::attr_def;

use super::Dlti;
use super::entry_syntax::{
    EntryList, parse_entry_attr, parse_entry_list, print_entry_attr, print_entry_list,
};

/// One entry of a specification: `#dlti.dl_entry<i32, 32>`,
/// `#dlti.dl_entry<"dlti.endianness", "little">`.
#[attr_def(dialect = Dlti, mnemonic = "dl_entry", parse = parse_entry_attr,
           print = print_entry_attr, interfaces = [DataLayoutEntryInterface],
           ods_name = "DLTI_DataLayoutEntryAttr", cpp_name = "DataLayoutEntryAttr")]
pub struct DataLayoutEntryAttr {
    /// A type attribute (a type key) or a string attribute (an
    /// identifier).
    key: Attribute,
    /// The value given to the key.
    value: Attribute,
}

impl DataLayoutEntryInterface for DataLayoutEntryAttr {
    fn key(&self, ctx: &Context) -> DataLayoutEntryKey {
        let key = DataLayoutEntryAttr::key(*self, ctx);
        match key.as_type(ctx) {
            Some(ty) => DataLayoutEntryKey::Type(ty),
            None => DataLayoutEntryKey::Id(key),
        }
    }

    fn value(&self, ctx: &Context) -> Attribute {
        DataLayoutEntryAttr::value(*self, ctx)
    }
}

/// A data layout specification: `#dlti.dl_spec<i32 = dense<32> :
/// vector<1xi64>, "dlti.endianness" = "little">` (possibly empty).
#[attr_def(dialect = Dlti, mnemonic = "dl_spec", parse = parse_spec, print = print_spec,
           verify = verify_keyed_entries, interfaces = [DataLayoutSpecInterface],
           ods_name = "DLTI_DataLayoutSpecAttr", cpp_name = "DataLayoutSpecAttr")]
pub struct DataLayoutSpecAttr {
    /// The entries, in order.
    entries: Vec<DataLayoutEntryAttr>,
}

impl DataLayoutSpecInterface for DataLayoutSpecAttr {
    fn entries(&self, ctx: &Context) -> Vec<Attribute> {
        DataLayoutSpecAttr::entries(*self, ctx).into_iter().map(Attribute::from).collect()
    }
}

/// A dictionary of target information: `#dlti.map<"L1" = 32768 : i32>`
/// (possibly empty).
#[attr_def(dialect = Dlti, mnemonic = "map", parse = parse_map, print = print_map,
           verify = verify_keyed_entries, ods_name = "DLTI_MapAttr", cpp_name = "MapAttr")]
pub struct MapAttr {
    /// The entries, in order.
    entries: Vec<DataLayoutEntryAttr>,
}

/// The devices of a system, by identifier:
/// `#dlti.target_system_spec<"CPU" = #dlti.target_device_spec<…>>`.
#[attr_def(dialect = Dlti, mnemonic = "target_system_spec", parse = parse_system_spec,
           print = print_system_spec, verify = verify_system_spec,
           ods_name = "DLTI_TargetSystemSpecAttr", cpp_name = "TargetSystemSpecAttr")]
pub struct TargetSystemSpecAttr {
    /// The entries, one per device.
    entries: Vec<DataLayoutEntryAttr>,
}

/// The properties of one device, keyed by identifiers:
/// `#dlti.target_device_spec<"max_vector_op_width" = 64 : ui32>`.
#[attr_def(dialect = Dlti, mnemonic = "target_device_spec", parse = parse_device_spec,
           print = print_device_spec, verify = verify_device_spec,
           ods_name = "DLTI_TargetDeviceSpecAttr", cpp_name = "TargetDeviceSpecAttr")]
pub struct TargetDeviceSpecAttr {
    /// The entries, in order.
    entries: Vec<DataLayoutEntryAttr>,
}

/// The minimum alignment of function pointers, possibly depending on the
/// function: `#dlti.function_pointer_alignment<64, function_dependent =
/// false>`.
#[attr_def(dialect = Dlti, mnemonic = "function_pointer_alignment",
           format = "`<` $alignment `,` `function_dependent` `=` $function_dependent `>`",
           ods_name = "DLTI_FunctionPointerAlignmentAttr", cpp_name = "FunctionPointerAlignmentAttr")]
pub struct FunctionPointerAlignmentAttr {
    /// The alignment, in bits.
    alignment: u64,
    /// Whether the alignment depends on the function pointed to.
    function_dependent: bool,
}

/// Reads an entry list, then checks it with `verify`, whose message is
/// reported at the attribute's mnemonic (as upstream's parsers do).
fn parse_checked(
    p: &mut Parser<'_>,
    list: EntryList,
    verify: fn(&Context, &[DataLayoutEntryAttr]) -> Result<(), String>,
) -> PResult<(Vec<DataLayoutEntryAttr>,)> {
    let entries = parse_entry_list(p, list)?;
    verify(p.context(), &entries).map_err(|m| p.error_at_offset(p.attr_name_offset(), m))?;
    Ok((entries,))
}

/// Entries with type or identifier keys, possibly none.
const KEYED: EntryList = EntryList { type_keys: true, allow_empty: true };

/// Entries with identifier keys, at least one.
const IDENTIFIED: EntryList = EntryList { type_keys: false, allow_empty: false };

fn parse_spec(p: &mut Parser<'_>) -> PResult<(Vec<DataLayoutEntryAttr>,)> {
    parse_checked(p, KEYED, verify_keyed_entries)
}

fn print_spec(p: &mut AsmPrinter<'_>, spec: DataLayoutSpecAttr) {
    print_entry_list(p, &spec.entries(p.ctx()));
}

fn parse_map(p: &mut Parser<'_>) -> PResult<(Vec<DataLayoutEntryAttr>,)> {
    parse_checked(p, KEYED, verify_keyed_entries)
}

fn print_map(p: &mut AsmPrinter<'_>, map: MapAttr) {
    print_entry_list(p, &map.entries(p.ctx()));
}

fn parse_system_spec(p: &mut Parser<'_>) -> PResult<(Vec<DataLayoutEntryAttr>,)> {
    parse_checked(p, IDENTIFIED, verify_system_spec)
}

fn print_system_spec(p: &mut AsmPrinter<'_>, spec: TargetSystemSpecAttr) {
    print_entry_list(p, &spec.entries(p.ctx()));
}

fn parse_device_spec(p: &mut Parser<'_>) -> PResult<(Vec<DataLayoutEntryAttr>,)> {
    parse_checked(p, IDENTIFIED, verify_device_spec)
}

fn print_device_spec(p: &mut AsmPrinter<'_>, spec: TargetDeviceSpecAttr) {
    print_entry_list(p, &spec.entries(p.ctx()));
}

/// How a key reads in messages: a type as written, an identifier quoted.
pub(super) fn key_text(ctx: &Context, key: Attribute) -> String {
    match key.as_type(ctx) {
        Some(ty) => mlir_core::asm::printer::type_to_string(ctx, ty),
        None => mlir_core::asm::printer::attr_to_string(ctx, key),
    }
}

/// The checks of every entry list (MLIR's `verifyEntries`): no empty
/// identifier, no key twice, and no type key unless `type_keys`.
fn verify_entries(
    ctx: &Context,
    entries: &[DataLayoutEntryAttr],
    type_keys: bool,
) -> Result<(), String> {
    let mut seen: Vec<Attribute> = Vec::with_capacity(entries.len());
    for &entry in entries {
        let key = entry.key(ctx);
        if !type_keys && key.as_type(ctx).is_some() {
            return Err("type as DLTI key is not allowed".into());
        }
        if key.as_string(ctx).is_some_and(<[u8]>::is_empty) {
            return Err("empty string as DLTI key is not allowed".into());
        }
        if seen.contains(&key) {
            return Err(format!("repeated DLTI key: {}", key_text(ctx, key)));
        }
        seen.push(key);
    }
    Ok(())
}

/// The checks of `#dlti.dl_spec` and `#dlti.map`: keys types or
/// identifiers, each once.
fn verify_keyed_entries(ctx: &Context, entries: &[DataLayoutEntryAttr]) -> Result<(), String> {
    verify_entries(ctx, entries, true)
}

/// The checks of `#dlti.target_device_spec`: identifier keys, each once.
fn verify_device_spec(ctx: &Context, entries: &[DataLayoutEntryAttr]) -> Result<(), String> {
    verify_entries(ctx, entries, false)
}

/// The checks of `#dlti.target_system_spec`: each key a device
/// identifier given once, each value a device specification.
fn verify_system_spec(ctx: &Context, entries: &[DataLayoutEntryAttr]) -> Result<(), String> {
    let mut seen: Vec<Attribute> = Vec::with_capacity(entries.len());
    for &entry in entries {
        let key = entry.key(ctx);
        if key.as_string(ctx).is_none() {
            return Err("non-string key of DLTI system spec".into());
        }
        let Some(device) = TargetDeviceSpecAttr::try_from(ctx, entry.value(ctx)) else {
            return Err(format!(
                "value associated with key {} is not a DLTI device spec",
                key_text(ctx, key)
            ));
        };
        verify_device_spec(ctx, &device.entries(ctx))?;
        if seen.contains(&key) {
            return Err(format!(
                "repeated device ID in dlti.target_system_spec: {}",
                key_text(ctx, key)
            ));
        }
        seen.push(key);
    }
    Ok(())
}
