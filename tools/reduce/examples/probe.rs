fn main() {
    let text = std::fs::read_to_string(std::env::args().nth(1).unwrap()).unwrap();
    let cfg = reduce::validity::IrConfig::default();
    let t = std::time::Instant::now();
    let n = reduce::ir_steps::count(&text, reduce::ir_steps::Step::Symbols, cfg);
    eprintln!("count {n} {:?}", t.elapsed());
    let t = std::time::Instant::now();
    let c = reduce::ir_steps::remove(&text, reduce::ir_steps::Step::Symbols, 300, 400, cfg).unwrap();
    eprintln!("remove {:?}", t.elapsed());
    let t = std::time::Instant::now();
    let l = reduce::validity::level(&c, cfg);
    eprintln!("level {l:?} {:?}", t.elapsed());
}
