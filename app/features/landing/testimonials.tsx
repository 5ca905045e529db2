import { Star } from "lucide-react";
import { TESTIMONIAL_RATING, testimonials } from "~/content/testimonials";

export function Testimonials() {
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6"
    >
      <h2 id="testimonials-title" className="text-center text-3xl font-semibold sm:text-4xl">
        Ils cuisinent avec Toque
      </h2>
      <p className="mt-3 text-center text-ink-soft">
        Témoignages fictifs, à titre d'illustration&nbsp;: ces personnes et leurs portraits ont été imaginés
        pour présenter Toque.
      </p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm">
              <p
                className="flex gap-0.5 text-[#b7791f]"
                role="img"
                aria-label={`Note\u00a0: ${TESTIMONIAL_RATING} étoiles sur 5`}
              >
                {Array.from({ length: TESTIMONIAL_RATING }, (_, index) => (
                  <Star key={index} aria-hidden="true" className="size-5 fill-current" />
                ))}
              </p>
              <blockquote className="mt-4 flex-1 text-ink">«&nbsp;{testimonial.content}&nbsp;»</blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <img
                  src={testimonial.image}
                  alt={`Portrait illustré de ${testimonial.name}`}
                  width={56}
                  height={56}
                  loading="lazy"
                  className="size-14 rounded-full"
                />
                <span>
                  <span className="block font-bold">{testimonial.name}</span>
                  <span className="block text-sm text-ink-soft">{testimonial.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
