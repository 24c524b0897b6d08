/** Our own hero artwork: a castle silhouette under an evening sky with fireworks. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 480 320"
      role="img"
      aria-label="A castle under a sky of fireworks"
      className={className}
    >
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1e1b4b" />
          <stop offset="1" stopColor="#3730a3" />
        </linearGradient>
      </defs>
      <rect width="480" height="320" rx="24" fill="url(#hero-sky)" />
      <g fill="#fde68a" opacity="0.9">
        <circle cx="60" cy="50" r="2" />
        <circle cx="140" cy="30" r="1.5" />
        <circle cx="400" cy="44" r="2" />
        <circle cx="440" cy="100" r="1.5" />
        <circle cx="30" cy="130" r="1.5" />
        <circle cx="330" cy="24" r="1.5" />
      </g>
      <g stroke="#fbbf24" strokeWidth="3" strokeLinecap="round" opacity="0.85">
        {Array.from({ length: 12 }, (_, i) => {
          const angle = (i * Math.PI) / 6;
          return (
            <line
              key={i}
              x1={110 + Math.cos(angle) * 12}
              y1={90 + Math.sin(angle) * 12}
              x2={110 + Math.cos(angle) * 36}
              y2={90 + Math.sin(angle) * 36}
            />
          );
        })}
      </g>
      <g stroke="#f472b6" strokeWidth="3" strokeLinecap="round" opacity="0.8">
        {Array.from({ length: 10 }, (_, i) => {
          const angle = (i * Math.PI) / 5;
          return (
            <line
              key={i}
              x1={380 + Math.cos(angle) * 10}
              y1={80 + Math.sin(angle) * 10}
              x2={380 + Math.cos(angle) * 30}
              y2={80 + Math.sin(angle) * 30}
            />
          );
        })}
      </g>
      <path
        d="M110 320V220l20-20 20 20v-40l20-30 20 30v-20l30-50 30 50v20l20-30 20 30v40l20-20 20 20v100H290v-50a50 50 0 0 0-100 0v50z"
        fill="#e0e7ff"
      />
      <path d="M240 100l-8 22h16z M170 150l-6 16h12z M310 150l-6 16h12z" fill="#fbbf24" />
    </svg>
  );
}
