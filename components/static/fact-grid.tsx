interface Fact {
  figure: string;
  label: string;
}

/** Key figures as a description list: the figure large, its label under it. */
export function FactGrid({ facts, label, className = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4' }: { facts: readonly Fact[]; label: string; className?: string }) {
  return (
    <dl aria-label={label} className={className}>
      {facts.map((fact) => (
        <div key={`${fact.figure}-${fact.label}`} className="flex flex-col-reverse rounded-card bg-white p-4 shadow-card ring-1 ring-sand-200">
          <dt className="text-sm leading-snug text-sand-600">{fact.label}</dt>
          <dd className="font-serif text-2xl font-bold text-navy-800">{fact.figure}</dd>
        </div>
      ))}
    </dl>
  );
}
